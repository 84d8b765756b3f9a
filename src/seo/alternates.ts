/**
 * A page's addresses in every language, for search engines: `hreflang` links in its head and
 * `xhtml:link` alternates in the sitemap give the same list, English also as `x-default` (what a
 * searcher whose language the site does not speak gets). Only pages that exist translated in
 * every language have them: a page that shows the English text while its translation is missing
 * is not a translation, and is never advertised as one.
 */
import { languages } from '../i18n/catalogue';
import { defaultLanguage, localizedPath, unlocalizedPath } from '../i18n/page-language';

interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/** `/es/terms` (or `/terms`) → English, Spanish and `x-default` addresses of the page, absolute. */
export function languageAlternates(path: string, siteUrl: string): LanguageAlternate[] {
  const page = unlocalizedPath(path).path;
  const href = (language: (typeof languages)[number]) =>
    new URL(localizedPath(language, page), siteUrl).href;
  return [
    ...languages.map((language) => ({ hreflang: language, href: href(language) })),
    { hreflang: 'x-default', href: href(defaultLanguage) },
  ];
}
