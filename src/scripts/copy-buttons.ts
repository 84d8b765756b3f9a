/**
 * Enhances every `<button data-copy-text="…" data-copy-label="…">` on the page: a click copies
 * the text and confirms with a toast; if the browser refuses the clipboard, the toast shows the
 * text so the visitor can copy it by hand. Buttons stay hidden (and useless) without JavaScript.
 */
import { notify } from '../lib/notify';

async function copy(button: HTMLButtonElement): Promise<void> {
  const text = button.dataset['copyText'] ?? '';
  try {
    await navigator.clipboard.writeText(text);
    notify({ kind: 'success', message: button.dataset['copyLabel'] ?? 'Copied', description: text });
  } catch {
    notify({ kind: 'error', message: 'Could not copy automatically. Copy it from here:', description: text });
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy-text]')) {
  button.addEventListener('click', () => void copy(button));
  button.hidden = false;
}
