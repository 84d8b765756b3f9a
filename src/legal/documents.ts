/**
 * The pages' model of the legal documents, built from the legal library alone: each document's
 * versions in time, each version the library's own reading of its file (`ParsedVersion`) placed in
 * its document's timeline. Pages, layouts, the feed, the PDFs and the versions file read documents,
 * versions and their addresses only through here (the pages through `document-pages.ts`).
 */
import { buildTimeline, latestTranslated, type Place, type Timeline } from './timeline';
import { translatedLanguages, type TranslatedLanguage } from './translations/languages';
import type { ParsedTranslation } from './translations/parsed-translations';
import { defaultLanguage, type Counterpart } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';
import { comparePath, publishedPath } from './paths';
import { isoDay } from '../lib/dates';
import type { LegalLibrary } from './source/library';
import type { LegalFrontmatter, TranslationFrontmatter } from './schema';
import { documentNames, type ParsedVersion } from './source/parsed-versions';

/** A translation as the pages read it: the library's reading of its file, its frontmatter valid. */
type LegalTranslation = ParsedTranslation & { frontmatter: { data: TranslationFrontmatter } };

/**
 * A version as the pages read it: the library's own reading of its file, its frontmatter and its
 * translations' valid (a build stops on any other before a page is made; the dev server shows the
 * mistake instead).
 */
export type LegalVersion = ParsedVersion & {
  frontmatter: { data: LegalFrontmatter };
  translations: Partial<Record<TranslatedLanguage, LegalTranslation>>;
};

export interface LegalDocument {
  /** The document's name and path segment: `terms`. */
  name: string;
  timeline: Timeline<LegalVersion>;
}

const isValid = (version: ParsedVersion): version is LegalVersion =>
  version.frontmatter.data !== undefined &&
  Object.values(version.translations).every((translation) => translation.frontmatter.data);

// The dev server reads the folder again after a save: a new library, new documents.
const documentsOf = new WeakMap<LegalLibrary, LegalDocument[]>();
// Each version's document, for the pages and components given a version without it.
const documentOf = new WeakMap<LegalVersion, LegalDocument>();

/** The library's documents, in file order, each with its timeline on the build day. */
export function libraryDocuments(library: LegalLibrary): LegalDocument[] {
  let documents = documentsOf.get(library);
  if (!documents) {
    // Never reached with a text the content check refuses (`legalDocuments` stops on its problems
    // first): said aloud rather than a version quietly left out, which would change the one in force.
    const invalid = library.versions.find((version) => !isValid(version));
    if (invalid)
      throw new Error(
        `${invalid.file} or a translation of it has frontmatter the content check refuses: the pages are made from valid texts only`,
      );
    const versions = library.versions.filter(isValid);
    documents = documentNames(library.versions).map((name) => ({
      name,
      timeline: buildTimeline(
        versions.filter((version) => version.document === name),
        (version) => ({
          date: version.frontmatter.data.date,
          withdrawn: library.withdrawn.get(version),
        }),
        // The library decides which version is in force; this finds it among the valid ones.
        versions.find((version) => version === library.inForce.get(name)),
      ),
    }));
    for (const document of documents)
      for (const version of document.timeline.versions) documentOf.set(version, document);
    documentsOf.set(library, documents);
  }
  return documents;
}

/** A version's date, status and neighbours in its document's timeline. */
export const placeOf = (version: LegalVersion): Place<LegalVersion> =>
  documentOf.get(version)!.timeline.places.get(version)!;

/** The newest version of `document` in force or superseded that is translated into `language` (`latestTranslated`). */
export const latestTranslation = (document: LegalDocument, language: TranslatedLanguage) =>
  latestTranslated(document.timeline, (version) => version.translations[language] !== undefined);

/** Where a version is read: the version in force at the document's own address, others in its history. */
export function versionHref(version: LegalVersion): string {
  const { date, status } = placeOf(version);
  return publishedPath(version.document, isoDay(date), status === 'current');
}

/** What a version changes: where it is compared with the one before it. */
export const compareHref = (version: LegalVersion) =>
  comparePath(version.document, isoDay(placeOf(version).date));

/**
 * A document's name in a language: the title of its version in force's translation, or of the
 * newest translated version while that one has none; the English title where none is translated.
 */
export function documentTitle(document: LegalDocument, language: Language): string {
  const english = document.timeline.current.frontmatter.data.title;
  if (language === defaultLanguage) return english;
  return (
    latestTranslation(document, language)?.translations[language]?.frontmatter.data.title ?? english
  );
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
