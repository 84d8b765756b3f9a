/** The PDFs' typeface, Inter, in four styles, from the WOFF files the site ships. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font, type GlyphRun } from 'fontkit';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const resolve = (file: string) =>
  createRequire(import.meta.url).resolve(`@fontsource/inter/files/${file}`);

const INTER_FILES: Record<FontStyle, string> = {
  regular: resolve('inter-latin-400-normal.woff'),
  bold: resolve('inter-latin-700-normal.woff'),
  italic: resolve('inter-latin-400-italic.woff'),
  boldItalic: resolve('inter-latin-700-italic.woff'),
};

const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;
const align = (length: number) => (length + 3) & ~3;

/** The TrueType file a WOFF 1.0 font wraps, what a PDF embeds (`FontFile2`). */
function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font (no wOFF signature)');
  const numTables = input.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = HEADER + index * WOFF_ENTRY;
    const offset = input.getUint32(at + 4);
    const compressed = input.getUint32(at + 8);
    const length = input.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== length)
      throw new Error('A WOFF table does not inflate to its stated length');
    return { tag: input.getUint32(at), checksum: input.getUint32(at + 16), data };
  });
  const directory = 12 + numTables * SFNT_ENTRY;
  const size = tables.reduce((sum, table) => sum + align(table.data.length), directory);
  const sfnt = new Uint8Array(size);
  const output = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  output.setUint32(0, input.getUint32(4));
  output.setUint16(4, numTables);
  output.setUint16(6, power * 16);
  output.setUint16(8, Math.log2(power));
  output.setUint16(10, numTables * 16 - power * 16);
  let offset = directory;
  tables.forEach((table, index) => {
    const at = 12 + index * SFNT_ENTRY;
    output.setUint32(at, table.tag);
    output.setUint32(at + 4, table.checksum);
    output.setUint32(at + 8, offset);
    output.setUint32(at + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += align(table.data.length);
  });
  return sfnt;
}

let fonts: Record<FontStyle, Buffer> | undefined;

/** Unpacked to TrueType once: fontkit reads WOFF, but inflates a table on every glyph it reads. */
export function interFonts(): Record<FontStyle, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(INTER_FILES).map(([style, file]) => [
      style,
      Buffer.from(woffToSfnt(readFileSync(file))),
    ]),
  ) as Record<FontStyle, Buffer>;
  return fonts;
}

let drawing: Font[] | undefined;
const drawable = new Map<string, boolean>();

/** Whether every style draws it: the check asks first, so it names where the character is. */
export function pdfCanDraw(char: string): boolean {
  const known = drawable.get(char);
  if (known !== undefined) return known;
  drawing ??= Object.values(interFonts()).map((data) => create(data) as Font);
  const can = drawing.every((font) => font.hasGlyphForCodePoint(char.codePointAt(0)!));
  drawable.set(char, can);
  return can;
}

/** A copy of a pristine run: PDFKit scales the positions of the run it gets in place. */
function copyOf(run: GlyphRun): GlyphRun {
  const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
  return Object.assign(copy, run, { positions: run.positions.map((point) => ({ ...point })) });
}

/** Lays each text out once: PDFKit's cache skips calls with OpenType features, as the PDFs pass. */
export function layingOutOnce(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const layout: Font['layout'] = (text, features, ...rest) => {
    // Before the call: fontkit adds its defaults to the features object it gets.
    const key = `${JSON.stringify([features, ...rest])}\n${text}`;
    const cached = runs.get(key);
    if (cached) return copyOf(cached);
    const run = font.layout(text, features, ...rest);
    runs.set(key, copyOf(run));
    return run;
  };
  return new Proxy(font, {
    get: (target, property, receiver): unknown =>
      property === 'layout' ? layout : Reflect.get(target, property, receiver),
  });
}
