/** The site's typeface, Inter, in the four styles the PDFs use, from the files the site ships. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff.ts';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const resolve = (file: string) =>
  createRequire(import.meta.url).resolve(`@fontsource/inter/files/${file}`);

/** Each style's WOFF file: the PDF embeds these, and the content check asks them what they draw. */
export const INTER_FILES: Record<FontStyle, string> = {
  regular: resolve('inter-latin-400-normal.woff'),
  bold: resolve('inter-latin-700-normal.woff'),
  italic: resolve('inter-latin-400-italic.woff'),
  boldItalic: resolve('inter-latin-700-italic.woff'),
};

let fonts: Promise<Record<FontStyle, Buffer>> | undefined;

/**
 * The fonts, read once and unpacked from WOFF to TrueType: fontkit reads WOFF too, but inflates a
 * table again on every glyph it reads, which made one PDF take 15 s instead of 1.
 */
export function interFonts(): Promise<Record<FontStyle, Buffer>> {
  fonts ??= Promise.all(
    Object.entries(INTER_FILES).map(
      async ([style, file]) => [style, Buffer.from(woffToSfnt(await readFile(file)))] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as Record<FontStyle, Buffer>);
  return fonts;
}
