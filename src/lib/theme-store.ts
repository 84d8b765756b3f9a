/**
 * The browser-side state behind the theme switcher and the toast area, shaped for React's
 * `useSyncExternalStore`. The inline <head> script has already painted the stored choice; this
 * store keeps the page right afterwards: when the visitor chooses, when another tab chooses, and,
 * for `system`, when the operating system's preference changes while the page is open.
 */
import { applyTheme, THEME_STORAGE_KEY, type AppliedTheme, type ThemeChoice } from './theme';

/** What the static HTML is rendered with; the real state is only known in the browser. */
export const SERVER_THEME: AppliedTheme = { choice: 'system', resolved: 'light' };

const listeners = new Set<() => void>();
let current: AppliedTheme | undefined;
let stopWatching: (() => void) | undefined;

function publish(applied: AppliedTheme): void {
  current = applied;
  listeners.forEach((listener) => listener());
}

/** Repaints without colour transitions, so switching never animates the whole page. */
function applyInstantly(requested?: unknown): AppliedTheme {
  const root = document.documentElement;
  root.classList.add('theme-switching');
  const applied = applyTheme(requested);
  // Reading layout flushes the new colours while transitions are still disabled.
  void root.offsetHeight;
  requestAnimationFrame(() => root.classList.remove('theme-switching'));
  return applied;
}

function watchOutsideChanges(): () => void {
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystemChange = () => publish(applyInstantly(getTheme().choice));
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared all storage, which means back to system.
    if (event.key === THEME_STORAGE_KEY || event.key === null) publish(applyInstantly(event.newValue));
  };
  systemDark.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    systemDark.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The theme on the page now; the server's default until the first subscriber has connected. */
export function getTheme(): AppliedTheme {
  return current ?? SERVER_THEME;
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    stopWatching = watchOutsideChanges();
    publish(applyTheme());
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

/** Applies the visitor's choice and remembers it for other pages, other tabs and later visits. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage is blocked (privacy mode, cookies off): the choice still holds on this page.
  }
  publish(applyInstantly(choice));
}
