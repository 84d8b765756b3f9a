/**
 * The pages' model of the legal documents, built from the legal library alone: each document's
 * versions in time, each version the library's own reading of its file (`ParsedVersion`) placed in
 * its document's timeline. Pages, layouts, the feed, the PDFs and the versions file read documents,
 * versions and their addresses only through here (the pages through `document-pages.ts`).
 */
import { buildTimeline, latestTranslated, type Timeline, type TimelineVersion } from './timeline';
import { translatedLanguages, type TranslatedLanguage } from './translations/languages';
import type { ParsedTranslation } from './translations/parsed-translations';
import { defaultLanguage, type Counterpart } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';
import { comparePath, publishedPath } from './paths';
import { isoDay } from '../lib/dates';
import type { LegalLibrary } from './source/library';
import type { LegalFrontmatter, TranslationFrontmatter } from './schema';
import type { Withdrawal } from './register-file';
import { documentNames, type ParsedVersion } from './source/parsed-versions';

/** A translation as the pages read it: the library's reading of its file, its frontmatter valid. */
interface LegalTranslation extends ParsedTranslation {
  data: TranslationFrontmatter;
}

/**
 * A version the library read, its frontmatter valid (a build stops on any other before a page is
 * made; the dev server shows the mistake instead), with its translations by language.
 */
interface ReadVersion extends ParsedVersion {
  date: Date;
  data: LegalFrontmatter;
  withdrawn?: Withdrawal;
  translations: Partial<Record<TranslatedLanguage, LegalTranslation>>;
}

/** A version as the pages use it: the library's reading of its file, in its document's timeline. */
export type LegalVersion = TimelineVersion<ReadVersion>;

export interface LegalDocument {
  /** The document's name and path segment: `terms`. */
  name: string;
  timeline: Timeline<ReadVersion>;
}

function readVersion(library: LegalLibrary, version: ParsedVersion): ReadVersion[] {
  const data = version.frontmatter.data;
  if (!data) return [];
  const translations: ReadVersion['translations'] = {};
  for (const translation of Object.values(version.translations)) {
    const translated = translation.frontmatter.data;
    if (translated) translations[translation.language] = { ...translation, data: translated };
  }
  const withdrawn = library.withdrawn.get(version);
  return [{ ...version, date: data.date, data, translations, ...(withdrawn && { withdrawn }) }];
}

// The dev server reads the folder again after a save: a new library, new documents.
const documentsOf = new WeakMap<LegalLibrary, LegalDocument[]>();

/** The library's documents, in file order, each with its timeline on the build day. */
export function libraryDocuments(library: LegalLibrary): LegalDocument[] {
  let documents = documentsOf.get(library);
  if (!documents) {
    const versions = library.versions.flatMap((version) => readVersion(library, version));
    documents = documentNames(library.versions).map((name) => ({
      name,
      timeline: buildTimeline(
        versions.filter((version) => version.document === name),
        library.buildDay,
      ),
    }));
    documentsOf.set(library, documents);
  }
  return documents;
}

/** The newest version of `document` in force or superseded that is translated into `language` (`latestTranslated`). */
export const latestTranslation = (document: LegalDocument, language: TranslatedLanguage) =>
  latestTranslated(document.timeline, (version) => version.translations[language] !== undefined);

/** Where a version is read: the version in force at the document's own address, others in its history. */
export const versionHref = (version: LegalVersion) =>
  publishedPath(version.document, isoDay(version.date), version.status === 'current');

/** What a version changes: where it is compared with the one before it. */
export const compareHref = (version: LegalVersion) =>
  comparePath(version.document, isoDay(version.date));

/**
 * A document's name in a language: the title of its version in force's translation, or of the
 * newest translated version while that one has none; the English title where none is translated.
 */
export function documentTitle(document: LegalDocument, language: Language): string {
  const english = document.timeline.current.data.title;
  if (language === defaultLanguage) return english;
  return latestTranslation(document, language)?.translations[language]?.data.title ?? english;
}

/** A version's translation into `language`; none in English, the text itself. */
export const versionTranslation = (
  version: LegalVersion,
  language: Language,
): LegalTranslation | undefined =>
  language === defaultLanguage ? undefined : version.translations[language];

/**
 * What the pages of these versions are to their copies in the other languages: translations when
 * every version is translated into every language, else pages showing the English text.
 */
export const counterpartOf = (...versions: LegalVersion[]): Counterpart =>
  versions.every((version) =>
    translatedLanguages.every((language) => version.translations[language]),
  )
    ? 'translation'
    : 'fallback';
