// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import startCopyButtons from './copy-buttons';
import { listenForToasts, type Toast } from './toasts';

startCopyButtons();

describe('copy buttons', () => {
  it('copy the text of the button clicked, from any part of it, and say so', async () => {
    document.body.innerHTML = `
      <button data-copy-text="support@example.test" data-copied="Email address copied" data-copy-failed="Could not copy" data-copy-fallback="Write to us">
        <svg></svg><span>Copy email address</span></button>
      <button data-copy-text="https://example.test/terms#fees" data-copied="Link copied" data-copy-failed="Could not copy the link">Copy link</button>`;
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const shown: Toast[] = [];
    const disconnect = listenForToasts((toast) => shown.push(toast));
    document.querySelector('span')!.click();
    document.querySelectorAll('button')[1]!.click();
    document.body.click();
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(writeText.mock.calls).toEqual([
      ['support@example.test'],
      ['https://example.test/terms#fees'],
    ]);
    expect(shown).toEqual([
      { kind: 'success', message: 'Email address copied', description: 'support@example.test' },
      { kind: 'success', message: 'Link copied', description: 'https://example.test/terms#fees' },
    ]);
    disconnect();
  });

  it('copy nothing from a button without its messages, which would have no words to say it', async () => {
    document.body.innerHTML = `<button data-copy-text="https://example.test/terms#fees">Copy link</button>`;
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    document.querySelector('button')!.click();
    await Promise.resolve();
    expect(writeText).not.toHaveBeenCalled();
  });
});
