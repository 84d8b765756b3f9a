/**
 * A legal page's weight split in two: the document's own text (the words a lawyer writes, the
 * summaries and definitions included), which grows with the document, and everything else the
 * first render needs (markup, CSS, inline scripts), which the site's code decides. Each gets a
 * budget of its own, so longer text never hides heavier markup.
 */
import { JSDOM } from 'jsdom';
import { gzipSize, type PageWeight } from './page-weight.ts';

/**
 * Where a page holds text written as terms: a legal document's column (with the table of
 * summaries), or a programme's Promotion Terms, which the Official Rules incorporate.
 */
export const DOCUMENT_TEXT = '[data-document-text]';

/**
 * gzip bytes of the document's words alone: the text of its column with markup removed and
 * white space collapsed. `undefined` for a page without a legal document.
 */
export function documentTextBytes(html: string): number | undefined {
  const column = new JSDOM(html).window.document.querySelector(DOCUMENT_TEXT);
  return column ? gzipSize((column.textContent ?? '').replace(/\s+/g, ' ').trim()) : undefined;
}

/** The page's own weight: its first render without the document's words. */
export const pageOwnBytes = (weight: PageWeight, textBytes: number) =>
  weight.firstRenderBytes - textBytes;
