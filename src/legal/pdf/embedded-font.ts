/**
 * A TrueType font embedded whole in a PDF as a composite font (Type0 / CIDFontType2, Identity-H):
 * text is written as glyph ids, and a ToUnicode map turns every glyph used back into its
 * characters, so the text copies, searches and reads aloud as written (PDF/UA 7.21.7).
 */
import { createHash } from 'node:crypto';
import { create, type Font } from 'fontkitten';
import { subsetTrueType } from './truetype-subset';
import { name, PdfRaw, type PdfRef } from './pdf-syntax';
import type { PdfFile } from './pdf-file';

/** A character the font cannot draw: the PDF would show a blank box, so it is refused. */
export class MissingGlyph extends Error {
  constructor(
    readonly char: string,
    readonly family: string,
  ) {
    const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    super(`the PDF's font, ${family}, has no glyph for "${char}" (U+${code})`);
  }
}

export class EmbeddedFont {
  private readonly font: Font;
  /** Every glyph written, with the characters it stands for. */
  private readonly used = new Map<number, string>();
  private readonly scale: number;

  constructor(
    /** The name the page's content streams use: `F1`. */
    readonly resourceName: string,
    private readonly sfnt: Uint8Array,
  ) {
    this.font = create(Buffer.from(sfnt)) as Font;
    this.scale = 1000 / this.font.unitsPerEm;
  }

  private glyph(char: string) {
    const codePoint = char.codePointAt(0)!;
    const glyph = this.font.glyphForCodePoint(codePoint);
    if (glyph.id === 0) throw new MissingGlyph(char, this.font.familyName);
    return glyph;
  }

  /** Whether any text was written in it: a font no page uses is not embedded. */
  get isUsed(): boolean {
    return this.used.size > 0;
  }

  /** The width of `text` at `size` points. */
  width(text: string, size: number): number {
    let units = 0;
    for (const char of text) units += this.glyph(char).advanceWidth;
    return (units * this.scale * size) / 1000;
  }

  /** `text` as a hex string of glyph ids for `Tj`, remembering each glyph for the ToUnicode map. */
  encode(text: string): PdfRaw {
    let hex = '';
    for (const char of text) {
      const { id } = this.glyph(char);
      this.used.set(id, char);
      hex += id.toString(16).padStart(4, '0');
    }
    return new PdfRaw(`<${hex.toUpperCase()}>`);
  }

  /** Writes the font's objects once every page is written, when all glyphs used are known. */
  write(file: PdfFile, ref: PdfRef): void {
    const font = this.font;
    const glyphs = [...this.used.keys()].sort((a, b) => a - b);
    const widths = glyphs.flatMap((id) => [
      id,
      [Math.round(font.getGlyph(id).advanceWidth * this.scale)],
    ]);
    const subset = subsetTrueType(this.sfnt, glyphs);
    const fontFile = file.addStream({ Length1: subset.length }, subset);
    // A subset's name carries a tag of six capitals (PDF 9.6.4), here from the glyphs it keeps.
    const tag = createHash('sha256')
      .update(glyphs.join(','))
      .digest()
      .subarray(0, 6)
      .reduce((letters, byte) => letters + String.fromCharCode(65 + (byte % 26)), '');
    const fontName = name(`${tag}+${font.postscriptName}`);
    const descriptor = file.add({
      Type: name('FontDescriptor'),
      FontName: fontName,
      // Nonsymbolic, plus italic when it slants.
      Flags: 32 + (font.italicAngle ? 64 : 0),
      FontBBox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((value) =>
        Math.round(value * this.scale),
      ),
      ItalicAngle: font.italicAngle,
      Ascent: Math.round(font.ascent * this.scale),
      Descent: Math.round(font.descent * this.scale),
      CapHeight: Math.round(font.capHeight * this.scale),
      StemV: font['OS/2'].usWeightClass >= 600 ? 140 : 80,
      FontFile2: fontFile,
    });
    const cidFont = file.add({
      Type: name('Font'),
      Subtype: name('CIDFontType2'),
      BaseFont: fontName,
      CIDSystemInfo: { Registry: 'Adobe', Ordering: 'Identity', Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: name('Identity'),
    });
    file.set(ref, {
      Type: name('Font'),
      Subtype: name('Type0'),
      BaseFont: fontName,
      Encoding: name('Identity-H'),
      DescendantFonts: [cidFont],
      ToUnicode: file.addStream({}, toUnicodeMap(this.used)),
    });
  }
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
const utf16 = (text: string) =>
  Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

/** The CMap that maps each glyph id written back to its characters (PDF 9.10.3). */
function toUnicodeMap(used: ReadonlyMap<number, string>): string {
  const entries = [...used].sort(([a], [b]) => a - b);
  const chunks: string[] = [];
  // A bfchar block holds at most 100 entries.
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    chunks.push(
      `${block.length} beginbfchar\n${block.map(([id, text]) => `<${hex4(id)}> <${utf16(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentcmap /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
