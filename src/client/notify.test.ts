// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Toast } from './notify';

/** A fresh module per test: the queue is module state, as it is once per page. */
let notifyModule: typeof import('./notify');

beforeEach(async () => {
  vi.resetModules();
  notifyModule = await import('./notify');
});

const copied: Toast = { kind: 'success', message: 'Link copied', description: 'https://example.test/terms#fees' };
const failed: Toast = { kind: 'error', message: 'Could not copy' };

describe('notify', () => {
  it('holds toasts raised before the area mounts and shows them, in order, once it does', () => {
    const { notify, connectToastArea } = notifyModule;
    notify(copied);
    notify(failed);
    const show = vi.fn();
    connectToastArea(show);
    expect(show.mock.calls).toEqual([[copied], [failed]]);
  });

  it('shows toasts at once after the area has mounted, and shows queued ones only once', () => {
    const { notify, connectToastArea } = notifyModule;
    notify(copied);
    const show = vi.fn();
    connectToastArea(show);
    notify(failed);
    expect(show.mock.calls).toEqual([[copied], [failed]]);
  });

  it('holds toasts again after the area unmounts, for the next area to show', () => {
    const { notify, connectToastArea } = notifyModule;
    const first = vi.fn();
    const disconnect = connectToastArea(first);
    disconnect();
    notify(copied);
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    connectToastArea(second);
    expect(second.mock.calls).toEqual([[copied]]);
  });

  it('keeps a newer area connected when an older one disconnects late', () => {
    const { notify, connectToastArea } = notifyModule;
    const disconnectOld = connectToastArea(vi.fn());
    const current = vi.fn();
    connectToastArea(current);
    disconnectOld();
    notify(copied);
    expect(current.mock.calls).toEqual([[copied]]);
  });

  it('signals each toast that waits, for the toast area to hydrate, and none once it is there', () => {
    const { notify, connectToastArea } = notifyModule;
    const signals = vi.fn();
    window.addEventListener('toast-waiting', signals);
    notify(copied);
    notify(failed);
    expect(signals).toHaveBeenCalledTimes(2);
    connectToastArea(vi.fn());
    notify(copied);
    expect(signals).toHaveBeenCalledTimes(2);
    window.removeEventListener('toast-waiting', signals);
  });
});
