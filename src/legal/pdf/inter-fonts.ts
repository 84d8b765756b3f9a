/** The site's typeface, Inter, in the four styles the PDFs use, from the files the site ships. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const FILES: Record<FontStyle, string> = {
  regular: 'inter-latin-400-normal.woff',
  bold: 'inter-latin-700-normal.woff',
  italic: 'inter-latin-400-italic.woff',
  boldItalic: 'inter-latin-700-italic.woff',
};

let fonts: Promise<Record<FontStyle, Buffer>> | undefined;

/**
 * The fonts, read once and unpacked from WOFF to TrueType: fontkit reads WOFF too, but inflates a
 * table again on every glyph it reads, which made one PDF take 15 s instead of 1.
 */
export function interFonts(): Promise<Record<FontStyle, Buffer>> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    Object.entries(FILES).map(
      async ([style, file]) =>
        [
          style,
          Buffer.from(
            woffToSfnt(await readFile(require.resolve(`@fontsource/inter/files/${file}`))),
          ),
        ] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as Record<FontStyle, Buffer>);
  return fonts;
}
