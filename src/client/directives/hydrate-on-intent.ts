/**
 * `client:intent`: hydrates an island when the visitor reaches for it: the pointer comes over
 * it, keyboard focus enters it, or a touch starts on it. Until then its server-rendered HTML
 * must work on its own (the theme switcher's native select does); nothing is fetched for a
 * visitor who never reaches for it.
 */
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
