// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import hydrateOnToast from './hydrate-on-toast';
import { fakeIsland } from './directive-test-kit';
import { listenForToasts, notify, TOAST_AREA_READY_EVENT, type Toast } from '../toasts';

const copied: Toast = { kind: 'success', message: 'Email address copied' };
const failed: Toast = { kind: 'error', message: 'Could not copy the link' };
const third: Toast = { kind: 'info', message: 'Third' };

// Each test's directive steps aside once an area is ready, so none outlives its test.
afterEach(() => window.dispatchEvent(new Event(TOAST_AREA_READY_EVENT)));

describe('client:toast', () => {
  it('hydrates when the first toast is raised, and only once', async () => {
    const { island, load, hydrate, settled, options } = fakeIsland();
    hydrateOnToast(load, options, island);
    for (const type of ['load', 'pointerover', 'focusin', 'scroll'])
      island.dispatchEvent(new Event(type, { bubbles: true }));
    await settled();
    expect(load).not.toHaveBeenCalled();
    notify(copied);
    notify(failed);
    await settled();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('keeps the toasts raised before the area is ready and hands them over in order, then steps aside', () => {
    const { island, load, options } = fakeIsland();
    hydrateOnToast(load, options, island);
    notify(copied);
    notify(failed);
    const show = vi.fn();
    const disconnect = listenForToasts(show);
    notify(third);
    expect(show.mock.calls).toEqual([[copied], [failed], [third]]);
    disconnect();
  });

  it('hydrates at once with the toasts raised before the island runtime called it', async () => {
    // A page's first load of the directive: earlier tests have called theirs.
    vi.resetModules();
    const { default: freshDirective } = await import('./hydrate-on-toast');
    notify(copied);
    notify(failed);
    const { island, load, hydrate, settled, options } = fakeIsland();
    freshDirective(load, options, island);
    await settled();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
    const show = vi.fn();
    const disconnect = listenForToasts(show);
    expect(show.mock.calls).toEqual([[copied], [failed]]);
    disconnect();
  });

  it('removes every listener it added once it has handed the toasts over', () => {
    const { island, load, options } = fakeIsland();
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    hydrateOnToast(load, options, island);
    const directiveListeners = added.mock.calls.map(([type, listener]) => [type, listener]);
    notify(copied);
    listenForToasts(() => {})();
    const removedListeners = removed.mock.calls.map(([type, listener]) => [type, listener]);
    expect(
      directiveListeners.every((pair) =>
        removedListeners.some(([type, listener]) => type === pair[0] && listener === pair[1]),
      ),
    ).toBe(true);
    added.mockRestore();
    removed.mockRestore();
  });
});
