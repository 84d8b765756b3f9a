/**
 * The pages' model of the legal documents, built from the legal library: which documents there
 * are, which document each version belongs to and where it is published all come from the one
 * reading of the folder that the content check and the sitemap use, joined with the content
 * collection's entries that Astro renders. Pages, layouts and the feed read documents, versions
 * and their addresses only through here.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import {
  buildTimeline,
  languageTimeline,
  type DatedVersion,
  type Timeline,
  type TimelineVersion,
} from './timeline';
import { translatedLanguages, type TranslatedLanguage } from './translations/languages';
import { defaultLanguage, localizedPath, type Counterpart } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';
import { textHash } from './version-register';
import { comparePath } from './paths';
import { isoDay } from '../lib/dates';
import legalBuild from 'virtual:legal/build';
import { textOfEntry } from './source/library';
import { libraryRegister } from './text-hashes';
import { recordedCorrections, type RecordedCorrection } from './corrections';
import { documentNames, publishedRoute, type ParsedVersion } from './source/parsed-versions';
import { throwLegalProblems } from './check/content-error';

type LegalEntry = CollectionEntry<'legal'>;

/** A translation of a version, with what a page needs to render it. */
interface LegalTranslation {
  language: TranslatedLanguage;
  /** The content collection's entry: `render()` it for the text. */
  entry: CollectionEntry<'legalTranslations'>;
  title: string;
  description: string;
  /** What the version changed, translated, point for point. */
  changes: string[];
  /** SHA-256 of the translation's text, as registered. */
  sha256: string;
  /** SHA-256 of the English text it translates. */
  translates: string;
}

/** A version's entry, with its translations by language. */
type VersionEntry = LegalEntry & {
  translations: Partial<Record<TranslatedLanguage, LegalTranslation>>;
};
export type LegalVersion = TimelineVersion<VersionEntry>;

export interface LegalDocument {
  /** The document's name and path segment: `terms`. */
  name: string;
  timeline: Timeline<VersionEntry>;
}

/** A version's text as the library read and parsed it: its document, outline and syntax tree. */
export function versionSource(version: DatedVersion<LegalEntry>): ParsedVersion {
  const source = textOfEntry(
    legalBuild.library,
    legalBuild.library.versions,
    version.value.filePath,
  );
  if (!source) throw new Error(`The legal library holds no version at ${version.value.filePath}`);
  return source;
}

/** The translations of the version `source`, from the translations collection's entries. */
function translationsOf(
  source: ParsedVersion,
  entries: readonly CollectionEntry<'legalTranslations'>[],
): VersionEntry['translations'] {
  const { library } = legalBuild;
  const translations: VersionEntry['translations'] = {};
  for (const translation of Object.values(source.translations)) {
    const entry = entries.find(
      (candidate) => textOfEntry(library, library.translations, candidate.filePath) === translation,
    );
    if (!entry) continue;
    translations[translation.language] = {
      language: translation.language,
      entry,
      title: entry.data.title,
      description: entry.data.description,
      changes: entry.data.changes,
      sha256: textHash(translation.source),
      translates: entry.data.translates,
    };
  }
  return translations;
}

export async function legalDocuments(): Promise<LegalDocument[]> {
  const { library, problems } = legalBuild;
  // A build has stopped on any problem before any page; in the dev server, a page that would
  // render a text with a mistake shows the mistake instead.
  throwLegalProblems(problems, library.root);
  // Astro warns about an empty collection on every call: a site with no translations does not ask.
  const translationEntries = library.translations.length
    ? await getCollection('legalTranslations')
    : [];
  const entries = (await getCollection('legal')).map((entry): DatedVersion<VersionEntry> => {
    const source = textOfEntry(library, library.versions, entry.filePath);
    if (!source) throw new Error(`The legal library holds no version at ${entry.filePath}`);
    return {
      date: entry.data.date,
      value: { ...entry, translations: translationsOf(source, translationEntries) },
      ...(library.withdrawn.has(source) && { withdrawn: library.withdrawn.get(source)! }),
    };
  });
  return documentNames(library.versions).map((name) => ({
    name,
    timeline: buildTimeline(
      entries.filter((version) => versionSource(version).document === name),
      library.buildDay,
    ),
  }));
}

/** Which version of `document` a reader of `language` gets on the build day (`languageTimeline`). */
export const documentInLanguage = (document: LegalDocument, language: TranslatedLanguage) =>
  languageTimeline(
    document.timeline,
    (version) => version.value.translations[language] !== undefined,
  );

/** Where a version's translation is read: `/es/terms` while in force, else `/es/terms/history/2025-03-12`. */
export const translationHref = (version: DatedVersion<LegalEntry>, language: TranslatedLanguage) =>
  localizedPath(language, versionHref(version));

/** Where a version is read: the version in force at the document's own address, others in its history. */
export const versionHref = (version: DatedVersion<LegalEntry>) =>
  publishedRoute(versionSource(version), legalBuild.library.inForce);

/** What a version changes: where it is compared with the one before it. */
export const compareHref = (version: DatedVersion<LegalEntry>) =>
  comparePath(versionSource(version).document, isoDay(version.date));

/** The corrections recorded for a version, oldest first. */
export const versionCorrections = (version: DatedVersion<LegalEntry>): RecordedCorrection[] =>
  recordedCorrections(
    libraryRegister(legalBuild.library),
    versionSource(version).document,
    isoDay(version.date),
  );

/**
 * A document's name in a language: the title of its version in force's translation, or of the
 * newest translated version while that one has none; the English title where none is translated.
 */
export function documentTitle(document: LegalDocument, language: Language): string {
  const english = document.timeline.current.value.data.title;
  if (language === defaultLanguage) return english;
  const { current, latestTranslated } = documentInLanguage(document, language);
  const translated =
    current.value.translations[language] ?? latestTranslated?.value.translations[language];
  return translated?.title ?? english;
}

/** A version's translation into `language`; none in English, the text itself. */
export const versionTranslation = (
  version: DatedVersion<VersionEntry>,
  language: Language,
): LegalTranslation | undefined =>
  language === defaultLanguage ? undefined : version.value.translations[language];

/**
 * What the pages of these versions are to their copies in the other languages: translations when
 * every version is translated into every language, else pages showing the English text.
 */
export const counterpartOf = (...versions: DatedVersion<VersionEntry>[]): Counterpart =>
  versions.every((version) =>
    translatedLanguages.every((language) => version.value.translations[language]),
  )
    ? 'translation'
    : 'fallback';
