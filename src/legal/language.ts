/**
 * The language a legal text is written in, known from its file: a translation lives in its
 * language's folder, `content/legal/es/terms/2025-03-12.mdx` (named by the English version's date);
 * every other file is an English version, the language that controls. Imports carry `.ts` because
 * the Node commands read the legal texts through here.
 */
import { languages, type Language } from '../i18n/catalogue.ts';

/** The language every version is written in first, and whose text controls. */
export const CONTROLLING_LANGUAGE: Language = 'en';

/** What a translation's file names: its language, its document and the day of the English version. */
export interface TranslationFile {
  language: Language;
  document: string;
  day: string;
}

const TRANSLATION_FILE = /^([a-z]{2})\/([^/]+)\/(\d{4}-\d{2}-\d{2})\.mdx$/;

/** What `file` (relative to the project, `content/legal/es/terms/2025-03-12.mdx`) translates; `undefined` for an English version. */
export function translationFile(file: string, legalDir: string): TranslationFile | undefined {
  const prefix = `${legalDir}/`;
  if (!file.startsWith(prefix)) return undefined;
  const [, language, document, day] = TRANSLATION_FILE.exec(file.slice(prefix.length)) ?? [];
  return language && document && day && (languages as string[]).includes(language)
    ? { language: language as Language, document, day }
    : undefined;
}

/** The language a legal file is written in. */
export const legalFileLanguage = (file: string, legalDir: string): Language =>
  translationFile(file, legalDir)?.language ?? CONTROLLING_LANGUAGE;
