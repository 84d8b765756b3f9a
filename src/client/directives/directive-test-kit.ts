import { vi } from 'vitest';

export function fakeIsland() {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(() => Promise.resolve(hydrate));
  const island = document.createElement('astro-island');
  island.innerHTML =
    '<label for="choice">Theme</label><select id="choice"><option>Dark</option></select>';
  document.body.replaceChildren(island);
  const settled = () => new Promise((resolve) => setTimeout(resolve));
  return { island, load, hydrate, settled, options: { name: 'Island', value: '' } };
}
