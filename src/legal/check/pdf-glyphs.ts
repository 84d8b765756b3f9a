/**
 * Characters the PDF's font cannot draw. Each version's PDF is set in Inter (the four files
 * `pdf/inter-fonts.ts` gives it), and a character the font lacks stops the PDF stage long after
 * the check; so the check asks the same font files first, and says where the character is. The
 * PDF asks the same question here, so the two cannot disagree. Read synchronously with
 * fontkitten, because the check runs synchronously in the build's first hook and in
 * `npm run legal:check`; the test compares this with the fonts the PDF is made with.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkitten';
import { INTER_FILES } from '../pdf/inter-fonts.ts';

let fonts: Font[] | undefined;
const drawable = new Map<string, boolean>();

/** Whether every style of the PDF's font draws the character (a word may be set in any of them). */
export function pdfCanDraw(char: string): boolean {
  let can = drawable.get(char);
  if (can === undefined) {
    fonts ??= Object.values(INTER_FILES).map((file) => create(readFileSync(file)) as Font);
    can = fonts.every((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!));
    drawable.set(char, can);
  }
  return can;
}
