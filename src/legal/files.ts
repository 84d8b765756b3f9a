/**
 * Where the legal texts live in the legal folder, the one description of its layout: the version
 * of each document in force or last written at `<document>.mdx`, earlier ones in
 * `archive/<document>/<day>.mdx`, translations in `<language>/<document>/<day>.mdx`.
 */
import type { Day } from '../lib/dates.ts';
import type { Language } from '../i18n/catalogue.ts';
import { defaultLanguage } from '../i18n/page-language.ts';
import { translatedLanguages, type TranslatedLanguage } from './translations/languages.ts';

/** The glob patterns of the legal texts, relative to the legal folder. */
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

/** What a legal text's place in the folder says of it. */
export interface TextPlace {
  /** Its name in messages, relative to the project: `content/legal/es/terms/2025-03-12.mdx`. */
  file: string;
  /** The document it is a version of, as its path names it (the loader refuses an unknown one). */
  document: string;
  language: Language;
  /**
   * The name of an archived version's or a translation's file: the day of that version, or of the
   * English version a translation translates (the check refuses a name that is not its day).
   */
  fileDay: string | undefined;
  /** An earlier version kept in the archive. */
  archived: boolean;
}

/** The place of `file` (relative to the project) in `legalDir`; `undefined` for a file that is not a legal text. */
export function textPlace(legalDir: string, file: string): TextPlace | undefined {
  if (!file.startsWith(`${legalDir}/`) || !file.endsWith('.mdx')) return undefined;
  const parts = file.slice(legalDir.length + 1, -'.mdx'.length).split('/');
  const [first = '', document = '', day = ''] = parts;
  if (parts.length === 1)
    return {
      file,
      document: first,
      language: defaultLanguage,
      fileDay: undefined,
      archived: false,
    };
  if (parts.length !== 3) return undefined;
  if (first === 'archive')
    return { file, document, language: defaultLanguage, fileDay: day, archived: true };
  const language = translatedLanguages.find((candidate) => candidate === first);
  return language && { file, document, language, fileDay: day, archived: false };
}
