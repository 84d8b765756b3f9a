// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// The runtime file as a data: URL, counting how often it runs.
const runtimeUrl = `data:text/javascript,globalThis.runtimeRuns=(globalThis.runtimeRuns??0)+1`;
const runs = () => (globalThis as { runtimeRuns?: number }).runtimeRuns ?? 0;
const island = (url = runtimeUrl) => {
  const element = document.createElement('astro-island');
  element.setAttribute('runtime-url', url);
  return element;
};

describe('loadIslandRuntime', () => {
  it('fetches the runtime an island names, once however often it is reached for', async () => {
    vi.resetModules();
    const { loadIslandRuntime } = await import('./island-runtime');
    loadIslandRuntime(island());
    loadIslandRuntime(island());
    await vi.waitFor(() => expect(runs()).toBe(1));
    loadIslandRuntime(island());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs()).toBe(1);
  });

  it('tries again at the next reach when the fetch failed, at an address the browser has not failed', async () => {
    vi.resetModules();
    const { loadIslandRuntime } = await import('./island-runtime');
    const before = runs();
    // Fails the first time it runs, as a dropped connection would; \`//\` keeps a query out of the code.
    const flaky = `data:text/javascript,if(!globalThis.failedOnce){globalThis.failedOnce=true;throw new Error('offline')}globalThis.runtimeRuns=(globalThis.runtimeRuns??0)+1//`;
    loadIslandRuntime(island(flaky));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs()).toBe(before);
    loadIslandRuntime(island(flaky));
    await vi.waitFor(() => expect(runs()).toBe(before + 1));
  });

  it('fetches nothing where the runtime is already here (astro dev) or no island names it', async () => {
    vi.resetModules();
    const { loadIslandRuntime } = await import('./island-runtime');
    const before = runs();
    loadIslandRuntime(null);
    loadIslandRuntime(document.createElement('astro-island'));
    customElements.define('astro-island', class extends HTMLElement {});
    loadIslandRuntime(island(`${runtimeUrl};;`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs()).toBe(before);
  });
});
