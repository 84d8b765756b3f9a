// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import hydrateOnIntent, { INTENT_EVENTS } from './hydrate-on-intent';
import { fakeIsland } from './directive-test-kit';

describe('client:intent', () => {
  for (const type of INTENT_EVENTS) {
    it(`hydrates once when ${type} reaches the island from inside it`, async () => {
      const { island, load, hydrate, settled, options } = fakeIsland();
      hydrateOnIntent(load, options, island);
      await settled();
      expect(load).not.toHaveBeenCalled();
      island.querySelector('select')!.dispatchEvent(new Event(type, { bubbles: true }));
      island.querySelector('select')!.dispatchEvent(new Event(type, { bubbles: true }));
      await settled();
      expect(load).toHaveBeenCalledOnce();
      expect(hydrate).toHaveBeenCalledOnce();
    });
  }

  it('ignores what is not a visitor reaching for it', async () => {
    const { island, load, settled, options } = fakeIsland();
    hydrateOnIntent(load, options, island);
    for (const type of ['scroll', 'keydown', 'pointerout', 'mouseleave', 'load']) {
      island.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event(type));
    }
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates at once when focus is already inside the island', async () => {
    const { island, load, settled, options } = fakeIsland();
    island.querySelector('select')!.focus();
    hydrateOnIntent(load, options, island);
    await settled();
    expect(load).toHaveBeenCalledOnce();
  });

  it('removes every listener it added once it has started hydrating', () => {
    const { island, load, options } = fakeIsland();
    const added = vi.spyOn(island, 'addEventListener');
    const removed = vi.spyOn(island, 'removeEventListener');
    hydrateOnIntent(load, options, island);
    expect(added).toHaveBeenCalledTimes(INTENT_EVENTS.length);
    island.dispatchEvent(new Event('focusin'));
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(
      added.mock.calls.map(([type, listener]) => [type, listener]),
    );
  });

  it('fetches the island runtime when a visitor first reaches for an intent island, and not for anything else', async () => {
    const runs = () => (globalThis as { intentRuntimeRuns?: number }).intentRuntimeRuns ?? 0;
    const { island } = fakeIsland();
    island.setAttribute('client', 'intent');
    island.setAttribute(
      'runtime-url',
      'data:text/javascript,globalThis.intentRuntimeRuns=(globalThis.intentRuntimeRuns??0)+1',
    );
    const elsewhere = document.createElement('p');
    document.body.append(elsewhere);
    elsewhere.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs()).toBe(0);
    island.querySelector('select')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await vi.waitFor(() => expect(runs()).toBe(1));
  });
});
