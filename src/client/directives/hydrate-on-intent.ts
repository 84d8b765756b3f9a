// Until reached for, the island's HTML must work on its own (the theme switcher's select does).
import type { ClientDirective } from 'astro';
import { loadIslandRuntime } from './island-runtime';

/** Bubbling events, because an island (`display: contents`) has no box of its own to enter. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

// Before the island runtime is here, reaching for an island fetches it; the directive then
// finds the island still under the pointer or focused, and hydrates it at once.
for (const type of INTENT_EVENTS)
  document.addEventListener(
    type,
    ({ target }) => {
      if (target instanceof Element)
        loadIslandRuntime(target.closest('astro-island[client="intent"]'));
    },
    { capture: true, passive: true },
  );

const hydrateOnIntent: ClientDirective = (load, _options, island) => {
  const hydrate = () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, hydrate);
    void load().then((run) => run());
  };
  for (const type of INTENT_EVENTS) island.addEventListener(type, hydrate, { passive: true });
  // Reached for before this ran (a fast Tab, a pointer resting where the island appeared, or
  // the reach that fetched the runtime).
  if (island.querySelector(':hover, :focus')) hydrate();
};

export default hydrateOnIntent;
