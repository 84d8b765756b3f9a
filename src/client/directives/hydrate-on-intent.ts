// Until reached for, the island's HTML must work on its own (the theme switcher's select does).
import type { ClientDirective } from 'astro';

/** Bubbling events, because an island (`display: contents`) has no box of its own to enter. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

const hydrateOnIntent: ClientDirective = (load, _options, island) => {
  const hydrate = () => {
    for (const type of INTENT_EVENTS) island.removeEventListener(type, hydrate);
    void load().then((run) => run());
  };
  for (const type of INTENT_EVENTS) island.addEventListener(type, hydrate, { passive: true });
  // Reached for before this ran (a fast Tab, a pointer resting where the island appeared).
  if (island.querySelector(':hover, :focus')) hydrate();
};

export default hydrateOnIntent;
