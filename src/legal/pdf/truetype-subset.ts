/**
 * A TrueType font cut down to the glyphs one PDF uses: the outlines of every other glyph are
 * emptied (glyph ids stay as they are, so the text needs no renumbering), and the tables a PDF
 * viewer never reads (OpenType layout, variations) are left out. A legal text uses about a fifth
 * of Inter's Latin glyphs, so each embedded font shrinks to a fraction of its size.
 */

/** Tables a PDF viewer reads from an embedded TrueType font (ISO 32000-1, 9.9), and the cmap and names. */
const KEEP = new Set([
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'loca',
  'glyf',
  'cvt ',
  'fpgm',
  'prep',
  'cmap',
  'name',
  'OS/2',
  'post',
  'gasp',
]);

interface Table {
  tag: string;
  data: Uint8Array;
}

function readTables(sfnt: Uint8Array): Table[] {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, index) => {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    return { tag, data: sfnt.subarray(offset, offset + view.getUint32(at + 12)) };
  });
}

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/** The glyphs a composite glyph is built from (its components), which must be kept with it. */
function components(glyph: Uint8Array): number[] {
  if (glyph.length < 10 || viewOf(glyph).getInt16(0) >= 0) return [];
  const view = viewOf(glyph);
  const found: number[] = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    found.push(view.getUint16(at + 2));
    at += 4 + (flags & 0x1 ? 4 : 2) + (flags & 0x8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0);
    if (!(flags & 0x20)) return found;
  }
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = viewOf(padded);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

export function subsetTrueType(sfnt: Uint8Array, used: Iterable<number>): Uint8Array {
  const tables = readTables(sfnt);
  const table = (tag: string) => {
    const found = tables.find((candidate) => candidate.tag === tag);
    if (!found) throw new Error(`The font has no ${tag} table to subset`);
    return found.data;
  };
  const head = table('head').slice();
  const longOffsets = viewOf(head).getInt16(50) === 1;
  const loca = viewOf(table('loca'));
  const glyf = table('glyf');
  const count = viewOf(table('maxp')).getUint16(4);
  const offset = (id: number) =>
    longOffsets ? loca.getUint32(id * 4) : loca.getUint16(id * 2) * 2;
  const outline = (id: number) => glyf.subarray(offset(id), offset(id + 1));

  const keep = new Set<number>([0]);
  const pending = [...used];
  while (pending.length) {
    const id = pending.pop()!;
    if (keep.has(id) && id !== 0) continue;
    keep.add(id);
    pending.push(...components(outline(id)).filter((component) => !keep.has(component)));
  }

  const newLoca = new DataView(new ArrayBuffer((count + 1) * 4));
  const kept: Uint8Array[] = [];
  let length = 0;
  for (let id = 0; id < count; id++) {
    newLoca.setUint32(id * 4, length);
    if (!keep.has(id)) continue;
    const data = outline(id);
    kept.push(data);
    length += (data.length + 3) & ~3;
  }
  newLoca.setUint32(count * 4, length);
  const newGlyf = new Uint8Array(length);
  let at = 0;
  for (const data of kept) {
    newGlyf.set(data, at);
    at += (data.length + 3) & ~3;
  }
  // Long offsets, and a checksum adjustment recomputed below from zero.
  viewOf(head).setInt16(50, 1);
  viewOf(head).setUint32(8, 0);

  const out = tables
    .filter(({ tag }) => KEEP.has(tag))
    .map(({ tag, data }) => ({
      tag,
      data:
        tag === 'head'
          ? head
          : tag === 'loca'
            ? new Uint8Array(newLoca.buffer)
            : tag === 'glyf'
              ? newGlyf
              : data,
    }));
  const directory = 12 + out.length * 16;
  const size = out.reduce((sum, { data }) => sum + ((data.length + 3) & ~3), directory);
  const font = new Uint8Array(size);
  const view = viewOf(font);
  const power = 2 ** Math.floor(Math.log2(out.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, out.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, out.length * 16 - power * 16);
  let position = directory;
  let headAt = 0;
  out.forEach(({ tag, data }, index) => {
    const entry = 12 + index * 16;
    for (let i = 0; i < 4; i++) font[entry + i] = tag.charCodeAt(i);
    view.setUint32(entry + 4, checksum(data));
    view.setUint32(entry + 8, position);
    view.setUint32(entry + 12, data.length);
    font.set(data, position);
    if (tag === 'head') headAt = position;
    position += (data.length + 3) & ~3;
  });
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}
