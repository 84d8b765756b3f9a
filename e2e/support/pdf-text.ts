/**
 * A legal version's words as a reader meets them on its page and in its PDF, for comparing the
 * two: on the page, the document's column without the reading aids that exist only on screen
 * (the table of summaries, the definitions' popovers, the section links), with each list item's
 * marker as the stylesheet draws it; in the PDF, the text inside the page margins (the running
 * header and footer are artifacts), in the order the file writes it, which is its reading order.
 */
import { execFileSync } from 'node:child_process';
import { JSDOM } from 'jsdom';
import { DOCUMENT_TEXT } from './document-text.ts';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Only on screen: the collapsed table of summaries, the term popovers, the copy-link controls. */
const SCREEN_ONLY = '.in-short-table, [popover], .section-links';

/** The marker a list item shows: `(a)` in a lettered list, `3.` in a numbered one, `•` otherwise. */
function marker(item: Element): string {
  const list = item.parentElement!;
  const index = [...list.children].indexOf(item);
  if (list.tagName !== 'OL') return '•';
  if (list.parentElement?.classList.contains('lettered'))
    return `(${String.fromCharCode(97 + index)})`;
  return `${Number(list.getAttribute('start') ?? 1) + index}.`;
}

/** The words of a legal page's document column, as a reader of the page sees them. */
export function pageDocumentWords(html: string): string {
  const document = new JSDOM(html).window.document;
  const column = document.querySelector(DOCUMENT_TEXT);
  if (!column) throw new Error(`The page has no legal document column (${DOCUMENT_TEXT})`);
  column.querySelectorAll(SCREEN_ONLY).forEach((element) => element.remove());
  column.querySelectorAll('li').forEach((item) => item.prepend(`${marker(item)} `));
  // Blocks are separate words even where the markup puts no white space between them.
  column.querySelectorAll('p, h2, h3, li, td, th').forEach((element) => element.append(' '));
  return collapse(column.textContent ?? '');
}

/** US Letter, in points; the running header and footer sit outside 56–736 pt from the top. */
const BODY = { top: 56, height: 680, width: 612 };

/** The words of a PDF inside its margins, as `pdftotext` reads them in the file's order. */
export function pdfWords(pdf: Uint8Array): string {
  const text = execFileSync(
    'pdftotext',
    [
      '-raw',
      '-r',
      '72',
      '-x',
      '0',
      '-y',
      `${BODY.top}`,
      '-W',
      `${BODY.width}`,
      '-H',
      `${BODY.height}`,
      '-',
      '-',
    ],
    { input: pdf, encoding: 'utf8' },
  );
  return collapse(text.replace(/\f/g, ' '));
}
