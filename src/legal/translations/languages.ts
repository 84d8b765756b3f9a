/**
 * The languages the legal texts are translated into, and where a translation lives and is read:
 * every language the site speaks but English, which controls and is never one of them.
 */
import { languages, type Language } from '../../i18n/catalogue.ts';
import { defaultLanguage } from '../../i18n/page-language.ts';

export type TranslatedLanguage = Exclude<Language, typeof defaultLanguage>;

/** Every language a version may be translated into: a folder under the legal folder, `content/legal/es/`. */
export const translatedLanguages = languages.filter(
  (language): language is TranslatedLanguage => language !== defaultLanguage,
);

export const isTranslatedLanguage = (value: string): value is TranslatedLanguage =>
  (translatedLanguages as readonly string[]).includes(value);

/** Where the translation of the version of `day` is written: `content/legal/es/terms/2025-03-12.mdx`. */
export const translationFile = (
  legalDir: string,
  language: TranslatedLanguage,
  document: string,
  day: string,
) => `${legalDir}/${language}/${document}/${day}.mdx`;
