import { notify } from './toasts';

export type CopyMessages = { copied: string; failed: string; fallback?: string | undefined };

/** Browsers may refuse the clipboard; the failure toast then carries the text to copy by hand. */
export async function copyText(
  text: string,
  messages: CopyMessages,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
): Promise<void> {
  try {
    if (!clipboard) throw new Error('Clipboard API unavailable');
    await clipboard.writeText(text);
    notify({ kind: 'success', message: messages.copied, description: text });
  } catch {
    notify({ kind: 'error', message: messages.failed, description: messages.fallback ?? text });
  }
}
