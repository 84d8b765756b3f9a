// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';
import { listenForToasts } from './toasts';

let shown: unknown[];

const email = {
  copied: 'Email address copied',
  failed: 'Could not copy the address',
  fallback: 'Write to us at help@example.test',
};
const link = { copied: 'Link copied', failed: 'Could not copy the link' };

let disconnect = () => {};

beforeEach(() => {
  disconnect();
  shown = [];
  disconnect = listenForToasts((toast) => shown.push(toast));
});

describe('copyText', () => {
  it('copies the text and confirms it', async () => {
    const writeText = vi.fn(async () => {});
    await copyText('help@example.test', email, { writeText });
    expect(writeText).toHaveBeenCalledWith('help@example.test');
    expect(shown).toEqual([
      { kind: 'success', message: 'Email address copied', description: 'help@example.test' },
    ]);
  });

  it('gives the fallback in an error toast when the clipboard is refused', async () => {
    const writeText = vi.fn(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    await copyText('help@example.test', email, { writeText });
    expect(shown).toEqual([
      {
        kind: 'error',
        message: 'Could not copy the address',
        description: 'Write to us at help@example.test',
      },
    ]);
  });

  it('shows the text itself when there is no Clipboard API and no fallback', async () => {
    await copyText('https://example.test/terms#eligibility', link, undefined);
    expect(shown).toEqual([
      {
        kind: 'error',
        message: 'Could not copy the link',
        description: 'https://example.test/terms#eligibility',
      },
    ]);
  });
});
