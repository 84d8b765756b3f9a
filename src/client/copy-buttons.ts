/**
 * Enhances every copy button on the page:
 * `<button data-copy-text="…" data-copied="…" data-copy-failed="…" data-copy-fallback="…">`.
 * A click copies the text and confirms with a toast. The buttons carry the `requires-js`
 * utility, so where scripts cannot run they are not shown at all.
 */
import { copyText } from './copy-text';

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy-text]')) {
  const { copyText: text = '', copied = 'Copied', copyFailed = 'Could not copy', copyFallback } = button.dataset;
  const messages = { copied, failed: copyFailed, ...(copyFallback === undefined ? {} : { fallback: copyFallback }) };
  button.addEventListener('click', () => void copyText(text, messages, navigator.clipboard));
}
