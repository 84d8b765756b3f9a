// English is served without a prefix, so no English address ever changed; others add `/<language>`.
import { languages, type Language } from './catalogue.ts';

export const defaultLanguage = 'en' satisfies Language;

export const pageLanguage = (currentLocale: string | undefined): Language =>
  languages.find((language) => language === currentLocale) ?? defaultLanguage;

/** An address already in a language is moved to the one asked for. */
export function localizedPath(language: Language, path: string): string {
  const page = unlocalizedPath(path).path;
  if (language === defaultLanguage) return page;
  return page === '/' ? `/${language}` : `/${language}${page}`;
}

export function unlocalizedPath(path: string): { language: Language; path: string } {
  for (const language of languages) {
    if (language === defaultLanguage) continue;
    if (path === `/${language}`) return { language, path: '/' };
    if (path.startsWith(`/${language}/`))
      return { language, path: path.slice(language.length + 1) };
  }
  return { language: defaultLanguage, path };
}

export const languageParam = (language: Language) =>
  language === defaultLanguage ? undefined : language;

interface StaticPath {
  params: Record<string, string | undefined>;
  props?: Record<string, unknown>;
}

export const inEveryLanguage = <Path extends StaticPath>(paths: readonly Path[]) =>
  languages.flatMap((language) =>
    paths.map((path) => ({
      params: { ...path.params, lang: languageParam(language) },
      props: { ...(path.props as Path['props']), language },
    })),
  );

/** `fallback` shows the English text (not advertised as a translation); `none` links home. */
export type Counterpart = 'translation' | 'fallback' | 'none';
