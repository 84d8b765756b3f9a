/**
 * The site's colour theme. A visitor chooses light, dark or system (the default); the page is
 * always painted in a resolved light or dark. The choice lives in `localStorage` under
 * {@link THEME_STORAGE_KEY}.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;
export interface AppliedTheme {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
}

/** Must equal the key written inside {@link applyTheme}, which cannot import it. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Resolves a choice (or, when none is given, the stored one) and applies it to the page: the
 * `light`/`dark` class and `color-scheme` on <html>, and the matching `theme-color` meta.
 *
 * This function is also serialised verbatim into the inline <head> script (see
 * `ThemeScript.astro`) so the stored choice is painted before any bundle loads. It must therefore
 * use nothing but browser globals and its own body: no imports, no helpers, no outer constants.
 * Anything unexpected (garbage in storage, storage that throws) means `system`.
 */
export function applyTheme(requested?: unknown): AppliedTheme {
  let value = requested;
  if (value === undefined) {
    try {
      value = window.localStorage.getItem('theme');
    } catch {
      value = null;
    }
  }
  const choice = value === 'light' || value === 'dark' ? value : 'system';
  const systemIsDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const resolved = choice === 'system' ? (systemIsDark ? 'dark' : 'light') : choice;
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
  // Each theme-color meta carries its scheme; only the resolved one may match any media.
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
    meta.media = meta.dataset['scheme'] === resolved ? 'all' : 'not all';
  });
  return { choice, resolved };
}
