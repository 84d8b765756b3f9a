import { notify } from './toasts';

/** What the toasts say about one copy: `fallback` is how the visitor gets the text by hand. */
export interface CopyMessages {
  copied: string;
  failed: string;
  /** The failure toast's second line; the text itself when not given. */
  fallback?: string;
}

/**
 * Copies `text` and says how it went. Browsers may refuse the clipboard (permission denied,
 * insecure context, no Clipboard API at all); the failure toast then carries what the visitor
 * needs to copy it themselves, so nothing is lost.
 */
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
