// For `hreflang` links and the sitemap; only for pages translated in every language.
import { languages } from '../i18n/catalogue';
import { defaultLanguage, localizedPath, unlocalizedPath } from '../i18n/page-language';

type LanguageAlternate = { hreflang: string; href: string };

export function languageAlternates(path: string, siteUrl: string): LanguageAlternate[] {
  const page = unlocalizedPath(path).path;
  const href = (language: (typeof languages)[number]) =>
    new URL(localizedPath(language, page), siteUrl).href;
  return [
    ...languages.map((language) => ({ hreflang: language, href: href(language) })),
    { hreflang: 'x-default', href: href(defaultLanguage) },
  ];
}
