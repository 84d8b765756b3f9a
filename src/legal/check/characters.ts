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

function characterName(char: string): string {
  const code = char.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = NAMES[code];
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
  return text.split(/(?<=\n)/).flatMap((written, index) => {
    const reported = new Set<string>();
    return [...written.matchAll(/[^\t\n\x20-\x7e]/gu)].flatMap((match) => {
      const [char] = match;
      const next = written[match.index + char.length];
      const first = index === 0 && match.index === 0;
      const finding = hiddenCharacter(char, next, first) ?? missingGlyph(char);
      if (!finding || reported.has(char)) return [];
      reported.add(char);
      const problem = `column ${[...written.slice(0, match.index)].length + 1}: ${finding.problem}`;
      return [{ line: index + 1, problem, fix: finding.fix }];
    });
  });
}
