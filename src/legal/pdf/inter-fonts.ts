/** The site's typeface, Inter, in the four styles the PDFs use, from the files the site ships. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { EmbeddedFont } from './embedded-font';
import { woffToSfnt } from './woff';
import type { Fonts } from './tagged-pdf';

async function inter(weight: 400 | 700, style: 'normal' | 'italic'): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  const woff = await readFile(
    require.resolve(`@fontsource/inter/files/inter-latin-${weight}-${style}.woff`),
  );
  return woffToSfnt(woff);
}

/** Fresh fonts for one file: each remembers the glyphs its file uses, for that file's ToUnicode maps. */
export async function interFonts(): Promise<Fonts> {
  const [regular, bold, italic, boldItalic] = await Promise.all([
    inter(400, 'normal'),
    inter(700, 'normal'),
    inter(400, 'italic'),
    inter(700, 'italic'),
  ]);
  return {
    regular: new EmbeddedFont('F1', regular),
    bold: new EmbeddedFont('F2', bold),
    italic: new EmbeddedFont('F3', italic),
    boldItalic: new EmbeddedFont('F4', boldItalic),
  };
}
