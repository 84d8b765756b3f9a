/**
 * Every character of a file the site cannot publish as written: hidden characters, and those the
 * PDF's font cannot draw. Reported at the line and column of the character, once per character
 * on a line, so a pasted paragraph full of one invisible character is one line to fix, not fifty.
 * Used for the legal texts, their translations and the programme files alike.
 */
import type { Problem } from '../problems.ts';
import { hiddenCharacter } from './hidden-characters.ts';
import { missingGlyph } from './pdf-glyphs.ts';

/** Anything but printable ASCII, tab and line feed: the only characters that can be refused. */
const UNUSUAL = /[^\t\n\x20-\x7e]/gu;

export function lintCharacters(text: string): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  let line = 1;
  let lineStart = 0;
  for (const match of text.matchAll(UNUSUAL)) {
    const char = match[0];
    for (let at = text.indexOf('\n', lineStart); at !== -1 && at < match.index;) {
      line++;
      lineStart = at + 1;
      at = text.indexOf('\n', lineStart);
    }
    const finding =
      hiddenCharacter(char, text[match.index + char.length], match.index === 0) ??
      missingGlyph(char);
    if (!finding || reported.has(`${line} ${char}`)) continue;
    reported.add(`${line} ${char}`);
    const column = [...text.slice(lineStart, match.index)].length + 1;
    problems.push({ line, problem: `column ${column}: ${finding.problem}`, fix: finding.fix });
  }
  return problems;
}
