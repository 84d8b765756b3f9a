export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;
export type AppliedTheme = { choice: ThemeChoice; resolved: ResolvedTheme };

export const THEME_STORAGE_KEY = 'theme';

export const THEME_CHANGE_EVENT = 'theme-change';
export const THEME_CHOOSE_EVENT = 'theme-choose';
export const THEME_SELECT_ATTRIBUTE = 'data-theme-select';

/** Anything else (garbage, `null`, another casing) means `system`. */
export function toThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

// For the islands: the theme controller owns the theme, so they carry no theme logic of their own.
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
