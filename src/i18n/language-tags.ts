import { languageRecord, languages, type Language } from './catalogue';

/** Each language's tag, as the PDF writer reads them; the tags are in the languages' records. */
export const languageTags = Object.fromEntries(
  languages.map((language) => [language, languageRecord(language).tag]),
) as Record<Language, string>;
