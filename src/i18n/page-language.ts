/**
 * Which language a page speaks and where its pages in each language live. English is served
 * without a prefix, so no English address ever changed; every other language's address is the
 * English one with `/<language>` in front (`/es/terms#dispute-resolution`), anchors included.
 * Astro's i18n routing knows the same list (astro.config) and tells a page its language as
 * `Astro.currentLocale`; every page route sits under `src/pages/[...lang]/` and asks
 * `inEveryLanguage` for one copy per language.
 */
import { languages, type Language } from './catalogue.ts';

export const defaultLanguage = 'en' satisfies Language;

/** The language of the page being rendered, from `Astro.currentLocale`. */
export function pageLanguage(currentLocale: string | undefined): Language {
  return languages.find((language) => language === currentLocale) ?? defaultLanguage;
}

/**
 * `/terms` in Spanish is `/es/terms`; `/` is `/es`; English addresses stay as they are. An address
 * already in a language is moved to the one asked for (`/es/terms` in English is `/terms`).
 */
export function localizedPath(language: Language, path: string): string {
  const page = unlocalizedPath(path).path;
  if (language === defaultLanguage) return page;
  return page === '/' ? `/${language}` : `/${language}${page}`;
}

/** The English address of a page in any language: `/es/terms` → `/terms`, `/es` → `/`. */
export function unlocalizedPath(path: string): { language: Language; path: string } {
  for (const language of languages) {
    if (language === defaultLanguage) continue;
    if (path === `/${language}`) return { language, path: '/' };
    if (path.startsWith(`/${language}/`))
      return { language, path: path.slice(language.length + 1) };
  }
  return { language: defaultLanguage, path };
}

/** The `lang` route parameter of a language's pages: none for English. */
export const languageParam = (language: Language) =>
  language === defaultLanguage ? undefined : language;

interface StaticPath {
  params: Record<string, string | undefined>;
  props?: Record<string, unknown>;
}

/**
 * A route's pages once per language: the `lang` parameter is absent for English, so its pages
 * keep their addresses, and each page gets its `language` as a prop.
 */
export function inEveryLanguage<Path extends StaticPath>(paths: readonly Path[]) {
  return languages.flatMap((language) =>
    paths.map((path) => ({
      params: { ...path.params, lang: languageParam(language) },
      props: { ...(path.props as Path['props']), language },
    })),
  );
}

/**
 * What a page is in the other languages: the same page translated (search engines are told,
 * with `hreflang`), a page that shows the English text because no translation exists yet (a
 * visitor can switch, but it is not advertised as a translation), or nothing (the not-found page:
 * the language link leads home).
 */
export type Counterpart = 'translation' | 'fallback' | 'none';
