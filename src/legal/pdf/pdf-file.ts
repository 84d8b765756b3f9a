/**
 * Writes a PDF file from numbered objects: header, body, cross-reference table and trailer.
 * Nothing in it depends on the clock or on chance: the file identifier is a hash of the body,
 * so the same objects always make the same bytes.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PdfRef, PdfRaw, serialise, type PdfDict, type PdfValue } from './pdf-syntax';

class Stream {
  constructor(
    readonly dict: PdfDict,
    readonly data: Uint8Array,
  ) {}
}

/** A whole file, in memory of its own (what a `Response` body takes). */
export type PdfBytes = Uint8Array<ArrayBuffer>;

export class PdfFile {
  private readonly objects: Array<PdfValue | Stream | undefined> = [];

  /** A number for an object that is written later, for objects that refer to each other. */
  reserve(): PdfRef {
    this.objects.push(undefined);
    return new PdfRef(this.objects.length);
  }

  set(ref: PdfRef, value: PdfValue): PdfRef {
    this.objects[ref.id - 1] = value;
    return ref;
  }

  add(value: PdfValue): PdfRef {
    return this.set(this.reserve(), value);
  }

  /** A stream, compressed with Flate (deterministic for the same input and level). */
  addStream(dict: PdfDict, data: Uint8Array | string, compress = true): PdfRef {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    const ref = this.reserve();
    this.objects[ref.id - 1] = compress
      ? new Stream(
          { ...dict, Filter: new PdfRaw('/FlateDecode') },
          deflateSync(bytes, { level: 9 }),
        )
      : new Stream(dict, bytes);
    return ref;
  }

  /** The whole file; `root` is the catalog, `info` the document information dictionary. */
  bytes(root: PdfRef, info: PdfRef): PdfBytes {
    const encoder = new TextEncoder();
    // The binary comment tells transfer tools the file is binary, as the standard recommends.
    const header = Uint8Array.from([
      ...encoder.encode('%PDF-1.7\n%'),
      0xe2,
      0xe3,
      0xcf,
      0xd3,
      0x0a,
    ]);
    const parts: Uint8Array[] = [header];
    let offset = header.length;
    const offsets: number[] = [];
    const hash = createHash('sha256');
    this.objects.forEach((object, index) => {
      if (object === undefined)
        throw new Error(`PDF object ${index + 1} was reserved but never written`);
      offsets.push(offset);
      const chunk =
        object instanceof Stream
          ? concat([
              encoder.encode(
                `${index + 1} 0 obj\n${serialise({ ...object.dict, Length: object.data.length })}\nstream\n`,
              ),
              object.data,
              encoder.encode('\nendstream\nendobj\n'),
            ])
          : encoder.encode(`${index + 1} 0 obj\n${serialise(object)}\nendobj\n`);
      hash.update(chunk);
      parts.push(chunk);
      offset += chunk.length;
    });
    const id = `<${hash.digest('hex').slice(0, 32)}>`;
    const xref = [
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`,
      ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
      `trailer\n${serialise({ Size: offsets.length + 1, Root: root, Info: info, ID: [new PdfRaw(id), new PdfRaw(id)] })}\n`,
      `startxref\n${offset}\n%%EOF\n`,
    ].join('');
    parts.push(encoder.encode(xref));
    return concat(parts);
  }
}

function concat(parts: readonly Uint8Array[]): PdfBytes {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    result.set(part, at);
    at += part.length;
  }
  return result;
}
