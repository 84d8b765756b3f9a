// Inline, so it costs no request; one listener on the document serves every button.
import { copyText } from './copy-text';

export default function startCopyButtons(): void {
  document.addEventListener('click', ({ target }) => {
    const button =
      target instanceof Element
        ? target.closest<HTMLButtonElement>('button[data-copy-text]')
        : null;
    if (!button) return;
    const { copyText: text, copied, copyFailed, copyFallback } = button.dataset;
    // This script has no words of its own, so it will not speak English on a Spanish page.
    if (text === undefined || copied === undefined || copyFailed === undefined) return;
    const messages = { copied, failed: copyFailed, fallback: copyFallback };
    void copyText(text, messages, navigator.clipboard);
  });
}
