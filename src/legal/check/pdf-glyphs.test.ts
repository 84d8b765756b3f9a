/** The check's font is the PDF's: the same four files, so it refuses exactly what the PDF cannot draw. */
import { create, type Font } from 'fontkit';
import { expect, it } from 'vitest';
import { interFonts, pdfCanDraw } from '../pdf/inter-fonts';

it('draws exactly the characters every style of the PDF font has', () => {
  // The fonts as the PDF embeds them (`tagged-pdf.ts`).
  const fonts = Object.values(interFonts()).map((data) => create(data) as Font);
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
