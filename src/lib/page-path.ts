/**
 * The one address a page answers at with 200. Pages are built as files (`privacy.html`,
 * `terms/history.html`); the host serves each without its extension and without a trailing
 * slash, and redirects the other spellings there. The build knows a page by its file
 * (`Astro.url.pathname` is `/privacy.html` while building) and every link, canonical URL and
 * `_headers` rule needs the served address, so both go through here.
 */
import type { Language } from '../i18n/catalogue.ts';
import { CONTROLLING_LANGUAGE } from '../legal/language.ts';

/** `/privacy.html` or `privacy.html` → `/privacy`; `index.html` → `/`; `/privacy` stays. */
export function pagePath(builtPath: string): string {
  const path = `/${builtPath.replace(/^\/+/, '')}`
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1');
  return path === '/' ? path : path.replace(/\/+$/, '');
}

/**
 * The address of `path` in `language`: English, which controls, unprefixed, so no existing
 * address changes; every other language the same address under its code, `/es/terms#fees`.
 */
export function localizedPath(language: Language, path: string): string {
  if (language === CONTROLLING_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
