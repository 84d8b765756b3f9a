/** The check's font is the PDF's: the same four files, so it refuses exactly what the PDF cannot draw. */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkitten';
import { expect, it } from 'vitest';
import { INTER_FILES } from '../pdf/inter-fonts';
import { pdfCanDraw } from './pdf-glyphs';

it('draws exactly the characters every style of the PDF font has', () => {
  const fonts = Object.values(INTER_FILES).map((file) => create(readFileSync(file)) as Font);
  const differ: string[] = [];
  for (let code = 0x20; code < 0x3000; code++) {
    const char = String.fromCodePoint(code);
    if (pdfCanDraw(char) !== fonts.every((font) => font.hasGlyphForCodePoint(code)))
      differ.push(char);
  }
  expect(differ).toEqual([]);
  expect(pdfCanDraw('é')).toBe(true);
  expect(pdfCanDraw('→')).toBe(false);
});
