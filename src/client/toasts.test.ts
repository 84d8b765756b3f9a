// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { listenForToasts, notify, TOAST_AREA_READY_EVENT, TOAST_EVENT, type Toast } from './toasts';

const copied: Toast = {
  kind: 'success',
  message: 'Link copied',
  description: 'https://example.test/terms#fees',
};
const failed: Toast = { kind: 'error', message: 'Could not copy' };

describe('the toast channel', () => {
  it('raises each toast as an event on window', () => {
    const raised = vi.fn<(toast: Toast) => void>();
    window.addEventListener(TOAST_EVENT, (event) => raised((event as CustomEvent<Toast>).detail));
    notify(copied);
    notify(failed);
    expect(raised.mock.calls).toEqual([[copied], [failed]]);
  });

  it('shows every toast to the listening area until it disconnects, after saying it is ready', () => {
    const ready = vi.fn();
    window.addEventListener(TOAST_AREA_READY_EVENT, ready);
    const show = vi.fn();
    const disconnect = listenForToasts(show);
    expect(ready).toHaveBeenCalledOnce();
    notify(copied);
    disconnect();
    notify(failed);
    expect(show.mock.calls).toEqual([[copied]]);
  });
});
