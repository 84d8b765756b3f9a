// A legal version's words as a reader meets them on its page and in its PDF, for comparing the two.
import { execFileSync } from 'node:child_process';
import { JSDOM } from 'jsdom';
import { DOCUMENT_TEXT } from './document-text.ts';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const SCREEN_ONLY = '.in-short-table, [popover], .section-links';

/** As the stylesheet draws it: `(a)` in a lettered list, `3.` in a numbered one, else `•`. */
function marker(item: Element): string {
  const list = item.parentElement!;
  const index = [...list.children].indexOf(item);
  if (list.tagName !== 'OL') return '•';
  if (list.parentElement?.classList.contains('lettered'))
    return `(${String.fromCharCode(97 + index)})`;
  return `${Number(list.getAttribute('start') ?? 1) + index}.`;
}

/** The document column, without what exists only on screen, with list markers as drawn. */
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

/** US Letter, in points; the running header and footer (artifacts) sit outside 56–736 pt. */
const BODY = { top: 56, height: 680, width: 612 };

/** The words inside the margins, in the file's order, which is its reading order. */
export function pdfWords(pdf: Uint8Array): string {
  const area = ['-x', '0', '-y', `${BODY.top}`, '-W', `${BODY.width}`, '-H', `${BODY.height}`];
  const args = ['-raw', '-r', '72', ...area, '-', '-'];
  const text = execFileSync('pdftotext', args, { input: pdf, encoding: 'utf8' });
  return collapse(text.replace(/\f/g, ' '));
}
