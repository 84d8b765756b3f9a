/** The site's typeface, Inter, in the four styles the PDFs use, from the files the site ships. */
import { createRequire } from 'node:module';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const resolve = (file: string) =>
  createRequire(import.meta.url).resolve(`@fontsource/inter/files/${file}`);

/**
 * Each style's WOFF file: the PDF embeds these (fontkit, under PDFKit, reads WOFF and subsets the
 * TrueType font inside), and the content check asks them what they draw.
 */
export const INTER_FILES: Record<FontStyle, string> = {
  regular: resolve('inter-latin-400-normal.woff'),
  bold: resolve('inter-latin-700-normal.woff'),
  italic: resolve('inter-latin-400-italic.woff'),
  boldItalic: resolve('inter-latin-700-italic.woff'),
};
