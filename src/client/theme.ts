/**
 * The site's colour theme. A visitor chooses light, dark or system (the default); the page is
 * always painted in a resolved light or dark. The choice is saved in `localStorage` under
 * {@link THEME_STORAGE_KEY}; on the page, `<html>` carries it as `data-theme` and the resolved
 * scheme as the `light` or `dark` class and `color-scheme`.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;
export interface AppliedTheme {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
}

export const THEME_STORAGE_KEY = 'theme';

/** Dispatched on `<html>` after every repaint, for views of the theme to re-read it. */
export const THEME_CHANGE_EVENT = 'theme-change';

/** Dispatched on `<html>` by a control, with the requested choice as `detail`. */
export const THEME_CHOOSE_EVENT = 'theme-choose';

/** Marks the native `<select>` whose value is the visitor's choice. */
export const THEME_SELECT_ATTRIBUTE = 'data-theme-select';

/** Anything that is not exactly a known choice (garbage, `null`, another casing) means `system`. */
export function toThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}
