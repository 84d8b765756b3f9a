import { vi } from 'vitest';

/** Astro's `load` for a directive under test: counts loads, and the hydrations they lead to. */
export function fakeIsland() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(() => Promise.resolve(hydrate));
  const island = document.createElement('astro-island');
  island.innerHTML =
    '<label for="choice">Theme</label><select id="choice"><option>Dark</option></select>';
  document.body.replaceChildren(island);
  /** Lets the load promise and the hydration it starts settle. */
  const settled = () => new Promise((resolve) => setTimeout(resolve));
  return { island, load, hydrate, settled, options: { name: 'Island', value: '' } };
}
