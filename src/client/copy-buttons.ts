/**
 * Makes every copy button on the page work:
 * `<button data-copy-text="…" data-copied="…" data-copy-failed="…" data-copy-fallback="…">`.
 * A click copies the text and confirms with a toast. Compiled into an inline script
 * (`CopyButtonsScript.astro`), it costs no request; one listener on the document, set up from
 * the head, serves every button, however many the page has. The buttons carry the `requires-js`
 * utility, so where scripts cannot run they are not shown at all. A button without its messages
 * is not one: it copies nothing, rather than speak English on a page in another language.
 */
import { copyText } from './copy-text';

export default function startCopyButtons(): void {
  document.addEventListener('click', ({ target }) => {
    const button =
      target instanceof Element
        ? target.closest<HTMLButtonElement>('button[data-copy-text]')
        : null;
    if (!button) return;
    const { copyText: text, copied, copyFailed, copyFallback } = button.dataset;
    // The messages are the page's, from its language's catalogue: this script has no words of its own.
    if (text === undefined || copied === undefined || copyFailed === undefined) return;
    const messages = {
      copied,
      failed: copyFailed,
      ...(copyFallback === undefined ? {} : { fallback: copyFallback }),
    };
    void copyText(text, messages, navigator.clipboard);
  });
}
