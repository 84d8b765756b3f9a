// Where the legal texts live: `<document>.mdx`, `archive/<document>/<day>.mdx`, `<language>/…`.
import type { Day } from '../lib/dates.ts';
import { languages, type Language } from '../i18n/catalogue.ts';
import { defaultLanguage } from '../i18n/page-language.ts';

/** Every language but English, which controls: a folder each, `content/legal/es/`. */
export type TranslatedLanguage = Exclude<Language, typeof defaultLanguage>;
export const translatedLanguages = languages.filter(
  (language): language is TranslatedLanguage => language !== defaultLanguage,
);
export const isTranslatedLanguage = (value: string): value is TranslatedLanguage =>
  (translatedLanguages as readonly string[]).includes(value);

export const LEGAL_TEXT_PATTERNS = [
  '*.mdx',
  'archive/*/*.mdx',
  ...translatedLanguages.map((language) => `${language}/*/*.mdx`),
];

export const mainFile = (legalDir: string, document: string) => `${legalDir}/${document}.mdx`;
export const archiveFile = (legalDir: string, document: string, day: Day) =>
  `${legalDir}/archive/${document}/${day}.mdx`;
export const translationFile = (
  legalDir: string,
  language: TranslatedLanguage,
  document: string,
  day: Day,
) => `${legalDir}/${language}/${document}/${day}.mdx`;

export interface TextPlace {
  file: string;
  document: string;
  language: Language;
  /** The day of an archived version, or of the English version a translation translates. */
  fileDay: string | undefined;
  archived: boolean;
}

export function textPlace(legalDir: string, file: string): TextPlace | undefined {
  if (!file.startsWith(`${legalDir}/`) || !file.endsWith('.mdx')) return undefined;
  const parts = file.slice(legalDir.length + 1, -'.mdx'.length).split('/');
  const [first = '', document = '', day = ''] = parts;
  const english = { file, document, language: defaultLanguage as Language, fileDay: day };
  if (parts.length === 1)
    return { ...english, document: first, fileDay: undefined, archived: false };
  if (parts.length !== 3) return undefined;
  if (first === 'archive') return { ...english, archived: true };
  const language = translatedLanguages.find((candidate) => candidate === first);
  return language && { file, document, language, fileDay: day, archived: false };
}
