/**
 * PDF's object syntax (ISO 32000-1, 7.3): the values a PDF file is written in, serialised
 * byte for byte the same every time, so one text always gives one file.
 */

/** An indirect reference, `12 0 R`, to an object the file writer numbered. */
export class PdfRef {
  constructor(readonly id: number) {}
}

/** A name, `/Type`: written apart from strings, which PDF spells differently. */
export class PdfName {
  constructor(readonly name: string) {}
}

/** Bytes written as they are, for a string already encoded (glyph ids in hex) or an operator. */
export class PdfRaw {
  constructor(readonly text: string) {}
}

export type PdfValue =
  PdfRef | PdfName | PdfRaw | string | number | boolean | null | readonly PdfValue[] | PdfDict;

export interface PdfDict {
  readonly [key: string]: PdfValue | undefined;
}

export const name = (value: string) => new PdfName(value);

/** Numbers with at most 3 decimals, never in exponent form, which PDF does not read. */
export function pdfNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`A PDF number must be finite, not ${value}`);
  const rounded = Math.round(value * 1000) / 1000;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(3).replace(/\.?0+$/, '');
}

/**
 * A text string: PDFDocEncoding covers printable ASCII, anything else is written as UTF-16BE
 * with its byte-order mark, in hex so no byte needs escaping.
 */
export function pdfString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, '\\$&')})`;
  let hex = 'FEFF';
  for (let i = 0; i < value.length; i++)
    hex += value.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const escapeName = (value: string) =>
  value.replace(
    /[^!-~]|[#()<>[\]{}/%]/g,
    (char) => `#${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

export function serialise(value: PdfValue): string {
  if (value === null) return 'null';
  if (value instanceof PdfRef) return `${value.id} 0 R`;
  if (value instanceof PdfName) return `/${escapeName(value.name)}`;
  if (value instanceof PdfRaw) return value.text;
  if (typeof value === 'string') return pdfString(value);
  if (typeof value === 'number') return pdfNumber(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(serialise).join(' ')}]`;
  const entries = Object.entries(value as PdfDict).filter(
    (entry): entry is [string, PdfValue] => entry[1] !== undefined,
  );
  return `<<${entries.map(([key, item]) => `/${escapeName(key)} ${serialise(item)}`).join(' ')}>>`;
}
