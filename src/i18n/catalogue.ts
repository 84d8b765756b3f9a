/**
 * Every language the site speaks, one record each: its tag, its name, its interface strings and
 * where they are written; and `t(language)` to read the strings. English controls: its shape is
 * the `Catalogue` type, so a language that lacks a key, or has one English lacks, does not
 * compile; `catalogueKeyProblems` says the same in the project's problem shape, with the file and
 * line to fix. Server-side only: an island gets only its own strings, as props.
 */
// `.ts`, because the legal commands, which Node runs, read the legal texts' words through here.
import { en } from './en.ts';
import { es } from './es.ts';

export type Catalogue = typeof en;

interface LanguageRecord {
  /**
   * The BCP 47 tag its dates and numbers are formatted with: Spanish as written in the United
   * States (`es-US`: "12 de marzo de 2025", "$9,075.00"), since the site's readers are there.
   */
  tag: string;
  /** Its name in the editors' messages, which are in English. */
  name: string;
  catalogue: Catalogue;
  /** Where its catalogue is written, for problems that point at it. */
  catalogueFile: string;
}

const languageRecords = {
  en: { tag: 'en-US', name: 'English', catalogue: en, catalogueFile: 'src/i18n/en.ts' },
  es: { tag: 'es-US', name: 'Spanish', catalogue: es, catalogueFile: 'src/i18n/es.ts' },
} satisfies Record<string, LanguageRecord>;

export type Language = keyof typeof languageRecords;

export const languages = Object.keys(languageRecords) as Language[];

export const languageRecord = (language: Language): LanguageRecord => languageRecords[language];

/** The strings of one language. */
export function t(language: Language): Catalogue {
  return languageRecords[language].catalogue;
}
