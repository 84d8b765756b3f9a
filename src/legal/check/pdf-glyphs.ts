/**
 * Characters the PDF's font cannot draw: each version's PDF is set in Inter, and a character the
 * font lacks would stop the PDF long after the check, so the check asks the same font files first
 * and says where the character is. The PDF asks the same question here.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import { INTER_FILES } from '../pdf/inter-fonts.ts';
import { woffToSfnt } from '../pdf/woff.ts';

let fonts: Font[] | undefined;
const drawable = new Map<string, boolean>();

/** Whether every style of the PDF's font draws the character (a word may be set in any of them). */
export function pdfCanDraw(char: string): boolean {
  let can = drawable.get(char);
  if (can === undefined) {
    fonts ??= Object.values(INTER_FILES).map(
      (file) => create(Buffer.from(woffToSfnt(readFileSync(file)))) as Font,
    );
    can = fonts.every((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!));
    drawable.set(char, can);
  }
  return can;
}
