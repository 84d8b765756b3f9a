// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import hydrateOnToast from './hydrate-on-toast';
import { fakeIsland } from './directive-test-kit';
import { TOAST_WAITING_EVENT } from '../toast-signal';

describe('client:toast', () => {
  it('hydrates when the first toast waits for the area, and only once', async () => {
    const { island, load, hydrate, settled, options } = fakeIsland();
    hydrateOnToast(load, options, island);
    for (const type of ['load', 'pointerover', 'focusin', 'scroll']) island.dispatchEvent(new Event(type, { bubbles: true }));
    await settled();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(TOAST_WAITING_EVENT));
    window.dispatchEvent(new Event(TOAST_WAITING_EVENT));
    await settled();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('leaves no listener behind once it has started hydrating', () => {
    const { island, load, options } = fakeIsland();
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    hydrateOnToast(load, options, island);
    window.dispatchEvent(new Event(TOAST_WAITING_EVENT));
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(added.mock.calls.map(([type, listener]) => [type, listener]));
    added.mockRestore();
    removed.mockRestore();
  });
});
