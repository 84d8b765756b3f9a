// Text and markup get budgets of their own, so longer text never hides heavier markup.
import { JSDOM } from 'jsdom';
import { gzipSize, type PageWeight } from './page-weight.ts';

/** A legal document's column (with its summaries), or a programme's Promotion Terms. */
export const DOCUMENT_TEXT = '[data-document-text]';

/** gzip bytes of the column's words, white space collapsed; `undefined` without a column. */
export function documentTextBytes(html: string): number | undefined {
  const column = new JSDOM(html).window.document.querySelector(DOCUMENT_TEXT);
  return column ? gzipSize((column.textContent ?? '').replace(/\s+/g, ' ').trim()) : undefined;
}

export const pageOwnBytes = (weight: PageWeight, textBytes: number) =>
  weight.firstRenderBytes - textBytes;
