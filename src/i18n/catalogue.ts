/**
 * The interface strings of every language the site speaks, and `t(language)` to read one. English
 * controls: its shape is the `Catalogue` type, so a language that lacks a key, or has one English
 * lacks, does not compile; `catalogueKeyProblems` says the same in the project's problem shape,
 * with the file and line to fix. Server-side only: an island gets only its own strings, as props.
 */
// `.ts`, because the legal commands, which Node runs, read the legal texts' words through here.
import { en } from './en.ts';
import { es } from './es.ts';

export type Catalogue = typeof en;

const catalogues = { en, es } satisfies Record<string, Catalogue>;

export type Language = keyof typeof catalogues;

/** Where each language's catalogue is written, for problems that point at it. */
export const catalogueFiles: Record<Language, string> = {
  en: 'src/i18n/en.ts',
  es: 'src/i18n/es.ts',
};

export const languages = Object.keys(catalogues) as Language[];

/** The strings of one language. */
export function t(language: Language): Catalogue {
  return catalogues[language];
}
