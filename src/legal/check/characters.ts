// Hidden characters ("Trojan Source") and ones the PDF font lacks; CRLF and a leading BOM pass.
import type { Finding, Problem } from '../problems.ts';
import { pdfCanDraw } from '../pdf/inter-fonts.ts';

// Unicode aliases: each control's formal name is "<control>".
const C0 = (
  'NULL|START OF HEADING|START OF TEXT|END OF TEXT|END OF TRANSMISSION|ENQUIRY|ACKNOWLEDGE|' +
  'BELL|BACKSPACE|CHARACTER TABULATION|LINE FEED|LINE TABULATION|FORM FEED|CARRIAGE RETURN|' +
  'SHIFT OUT|SHIFT IN|DATA LINK ESCAPE|DEVICE CONTROL ONE|DEVICE CONTROL TWO|' +
  'DEVICE CONTROL THREE|DEVICE CONTROL FOUR|NEGATIVE ACKNOWLEDGE|SYNCHRONOUS IDLE|' +
  'END OF TRANSMISSION BLOCK|CANCEL|END OF MEDIUM|SUBSTITUTE|ESCAPE|' +
  'INFORMATION SEPARATOR FOUR|INFORMATION SEPARATOR THREE|INFORMATION SEPARATOR TWO|' +
  'INFORMATION SEPARATOR ONE'
).split('|');
const NAMES: Record<number, string> = {
  ...Object.fromEntries(C0.map((name, code) => [code, name])),
  0x7f: 'DELETE',
  0x85: 'NEXT LINE',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (byte-order mark)',
  0xfffd: 'REPLACEMENT CHARACTER',
};

/** `U+202E RIGHT-TO-LEFT OVERRIDE`. */
function characterName(char: string): string {
  const code = char.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = NAMES[code];
  // The C1 controls (U+0080–U+009F) other than NEXT LINE are named by their kind.
  return `${hex} ${name ?? (code >= 0x80 && code <= 0x9f ? 'control' : '')}`.trimEnd();
}

const SHOW = 'your editor\'s "show invisible characters" option shows where it is';

function hiddenCharacter(char: string, next: string | undefined, first: boolean) {
  const code = char.codePointAt(0)!;
  if ((code === 0x0d && next === '\n') || (code === 0xfeff && first)) return undefined;
  const name = characterName(char);
  if (code === 0x0d)
    return {
      problem: `${name} ends a line without a line feed after it, so tools count this file's lines differently`,
      fix: 'save the file with LF line endings (or Windows CRLF): most editors offer it in the status bar',
    };
  if (code === 0xfffd)
    return {
      problem: `${name} stands where the file holds bytes that are not UTF-8: it was saved in another encoding, or pasted from a damaged text`,
      fix: "save the file as UTF-8 (your editor's encoding setting), then write the character again",
    };
  if (/\p{Cc}/u.test(char))
    return {
      problem: `${name} is a control character: no one sees it, and browsers, PDF viewers and comparisons of versions drop it or stop at it`,
      fix: `delete it (it usually comes from pasting out of another program); ${SHOW}`,
    };
  if (/[\u202a-\u202e\u2066-\u2069]/u.test(char))
    return {
      problem: `${name} is an invisible direction mark: it makes a browser show the words after it in another order than the text holds them, so readers would see other words than the registered text`,
      fix: `delete it: the legal texts run left to right and need no direction marks; ${SHOW}`,
    };
  if (/[\u200b-\u200d\u2060\ufeff]/u.test(char))
    return {
      problem: `${name} is invisible: it makes words that look the same differ, in search, in the comparison of versions and in the registered hash`,
      fix: `delete it: none of the site's languages needs it, and the page breaks lines by itself; ${SHOW}`,
    };
  return undefined;
}

// White space is never drawn, only spaced.
function missingGlyph(char: string): Finding | undefined {
  if (/\s/u.test(char) || pdfCanDraw(char)) return undefined;
  return {
    problem: `"${char}" (${characterName(char)}) is not in Inter, the font the PDFs are set in, so no PDF could show it`,
    fix: 'write it in letters of the Latin alphabet and common punctuation instead (an arrow as "to", an emoji in words), or ask a developer to give the PDFs a font that has it',
  };
}

export function lintCharacters(text: string): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  let line = 1;
  let lineStart = 0;
  for (const match of text.matchAll(/[^\t\n\x20-\x7e]/gu)) {
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
