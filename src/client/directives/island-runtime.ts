// The build leaves Astro's island runtime out of the page and names its file on each island
// (src/build/island-runtime.ts): the first island reached for fetches it, and once it defines
// <astro-island>, each island calls its directive. In `astro dev` the runtime is inline.
let requested = false;

export function loadIslandRuntime(island: Element | null | undefined): void {
  const url = island?.getAttribute('runtime-url');
  if (!url || requested || customElements.get('astro-island')) return;
  requested = true;
  // Offline for a moment: the next reach tries again.
  import(/* @vite-ignore */ url).catch(() => (requested = false));
}
