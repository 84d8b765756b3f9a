// The build leaves Astro's island runtime out of the page and names its file on each island
// (src/build/island-runtime.ts): the first island reached for fetches it, and once it defines
// <astro-island>, each island calls its directive. In `astro dev` the runtime is inline.
let requested = false;
let failures = 0;

export function loadIslandRuntime(island: Element | null | undefined): void {
  const url = island?.getAttribute('runtime-url');
  if (!url || requested || customElements.get('astro-island')) return;
  requested = true;
  // A browser keeps a failed import's error for its address, so a retry asks for another one.
  import(/* @vite-ignore */ failures ? `${url}?retry=${failures}` : url).catch(() => {
    failures += 1;
    requested = false;
  });
}
