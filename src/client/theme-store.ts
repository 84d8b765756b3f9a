// The theme controller owns the theme, so the islands carry no theme logic of their own.
import {
  THEME_CHANGE_EVENT,
  THEME_CHOOSE_EVENT,
  toThemeChoice,
  type AppliedTheme,
  type ThemeChoice,
} from './theme';

/** What the static HTML is rendered with: the real theme is only known in the browser. */
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

export function chooseTheme(choice: ThemeChoice): void {
  document.documentElement.dispatchEvent(new CustomEvent(THEME_CHOOSE_EVENT, { detail: choice }));
}
