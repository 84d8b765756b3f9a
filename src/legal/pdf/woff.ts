/**
 * Unpacks a WOFF 1.0 font (the format the site's Inter files ship in) into the TrueType file it
 * wraps, which is what a PDF embeds (`FontFile2`). Each table is zlib-compressed on its own.
 */
import { inflateSync } from 'node:zlib';

const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

export function woffToSfnt(woff: Uint8Array): Uint8Array {
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

const align = (length: number) => (length + 3) & ~3;
