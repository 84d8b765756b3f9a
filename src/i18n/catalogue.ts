// `.ts`, because the legal commands, which Node runs, read the legal texts' words through here.
import { en } from './en.ts';
import { es } from './es.ts';

export type Catalogue = typeof en;

interface LanguageRecord {
  /** For dates and numbers: `es-US`, since the site's readers are in the United States. */
  tag: string;
  name: string;
  catalogue: Catalogue;
  catalogueFile: string;
}

const languageRecords = {
  en: { tag: 'en-US', name: 'English', catalogue: en, catalogueFile: 'src/i18n/en.ts' },
  es: { tag: 'es-US', name: 'Spanish', catalogue: es, catalogueFile: 'src/i18n/es.ts' },
} satisfies Record<string, LanguageRecord>;

export type Language = keyof typeof languageRecords;

export const languages = Object.keys(languageRecords) as Language[];

export const languageRecord = (language: Language): LanguageRecord => languageRecords[language];

export const t = (language: Language): Catalogue => languageRecords[language].catalogue;
