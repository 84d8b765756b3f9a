export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;
export interface AppliedTheme {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
}

export const THEME_STORAGE_KEY = 'theme';

export const THEME_CHANGE_EVENT = 'theme-change';
export const THEME_CHOOSE_EVENT = 'theme-choose';
export const THEME_SELECT_ATTRIBUTE = 'data-theme-select';

/** Anything else (garbage, `null`, another casing) means `system`. */
export function toThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}
