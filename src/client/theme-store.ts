/**
 * The islands' view of the theme, shaped for React's `useSyncExternalStore`. The theme
 * controller (`theme-controller.ts`, inline in every page's `<head>`) owns the theme; this reads
 * what it painted on `<html>` and asks it for a new choice, so the islands carry no theme logic
 * of their own and never compete with it.
 */
import {
  THEME_CHANGE_EVENT,
  THEME_CHOOSE_EVENT,
  toThemeChoice,
  type AppliedTheme,
  type ThemeChoice,
} from './theme';

/**
 * What the static HTML is rendered with, and so the snapshot React hydrates against: the real
 * theme is only known in the browser, and React re-renders with it right after hydrating.
 */
export const SERVER_THEME: AppliedTheme = { choice: 'system', resolved: 'light' };

export function themeChoice(): ThemeChoice {
  return toThemeChoice(document.documentElement.dataset['theme']);
}

export function resolvedTheme(): AppliedTheme['resolved'] {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function subscribeToTheme(listener: () => void): () => void {
  const root = document.documentElement;
  root.addEventListener(THEME_CHANGE_EVENT, listener);
  return () => root.removeEventListener(THEME_CHANGE_EVENT, listener);
}

/** Applies the visitor's choice and remembers it for other pages, other tabs and later visits. */
export function chooseTheme(choice: ThemeChoice): void {
  document.documentElement.dispatchEvent(new CustomEvent(THEME_CHOOSE_EVENT, { detail: choice }));
}
