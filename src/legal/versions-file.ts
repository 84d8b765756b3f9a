/**
 * `/legal/versions.json`: every version of every legal document as data, for the sign-up and
 * entry flows that record which text a person accepted. A view of the legal library's timeline,
 * not a list of its own: dates, status on the build day, when each version applied, where it is
 * read, and the fingerprints of its text (current and before each recorded correction).
 * Language is a property of a version's text: each version lists its texts, the controlling
 * English one first, then each translation, naming the hash of the English text it translates.
 * Addresses are absolute URLs on the site's address, so another service can store and show them.
 */
import { isoDay } from '../lib/dates';
import {
  LEGAL_VERSIONS_SCHEMA_PATH,
  pdfPath,
  historyPath,
  documentPath,
  textHashPath,
  versionPath,
} from './paths';
import type { VersionHashes } from './text-hashes';
import {
  VERSIONS_FORMAT,
  type VersionRecord,
  type VersionsFile,
  type VersionText,
} from './versions-schema';
import type { Timeline, TimelineVersion } from './timeline';
import type { TranslatedLanguage } from './translations/languages';
import { defaultLanguage, localizedPath } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';

/** What the file needs of one text of a version, whoever read it. */
interface TextFacts {
  title: string;
  changes: readonly string[];
  /** Where it is read on the build day. */
  href: string;
  hashes: VersionHashes;
}

/** What the file needs of one version, whoever read it: its English text and its translations. */
interface VersionFacts extends TextFacts {
  /** SHA-256 of the bytes of its PDF. */
  pdfSha256: string;
  translations: TranslationFacts[];
}

interface TranslationFacts extends TextFacts {
  language: TranslatedLanguage;
  /** SHA-256 of the bytes of its PDF, in its language. */
  pdfSha256: string;
}

interface VersionsFileInput<T> {
  siteUrl: string;
  buildDay: Date;
  documents: ReadonlyArray<{ name: string; timeline: Timeline<T> }>;
  facts: (version: TimelineVersion<T>, document: string) => VersionFacts | Promise<VersionFacts>;
}

/** A text of a version in a language, English (`en`) or a translation's. */
function versionText(
  url: (path: string) => string,
  language: Language,
  document: string,
  day: string,
  { title, changes, href, hashes }: TextFacts,
  pdfSha256: string,
) {
  const localized = (path: string) => localizedPath(language, path);
  return {
    language,
    controlling: language === defaultLanguage,
    title,
    address: url(href),
    permanentAddress: url(localized(versionPath(document, day))),
    sha256: hashes.sha256,
    sha256Address: url(textHashPath(hashes.sha256)),
    earlierSha256: hashes.earlier.map((earlier) => ({
      ...earlier,
      sha256Address: url(textHashPath(earlier.sha256)),
    })),
    pdf: { address: url(localized(pdfPath(document, day))), sha256: pdfSha256 },
    changes: [...changes],
  };
}

/** The English text of a version, which binds, then each translation naming the English text it translates. */
function versionTexts(
  url: (path: string) => string,
  document: string,
  day: string,
  facts: VersionFacts,
): VersionText[] {
  const english = versionText(url, defaultLanguage, document, day, facts, facts.pdfSha256);
  return [
    english,
    ...facts.translations.map((translation) => ({
      ...versionText(url, translation.language, document, day, translation, translation.pdfSha256),
      translates: { language: english.language, sha256: english.sha256 },
    })),
  ];
}

export async function versionsFile<T>({
  siteUrl,
  buildDay,
  documents,
  facts,
}: VersionsFileInput<T>): Promise<VersionsFile> {
  const url = (path: string) => new URL(path, siteUrl).href;
  const version = async (name: string, entry: TimelineVersion<T>): Promise<VersionRecord> => {
    const day = isoDay(entry.date);
    return {
      date: day,
      status: entry.status,
      ...(entry.withdrawn && { withdrawn: entry.withdrawn }),
      applies: entry.withdrawn
        ? null
        : { from: day, until: entry.until ? isoDay(entry.until) : null },
      texts: versionTexts(url, name, day, await facts(entry, name)),
    };
  };
  return {
    $schema: url(LEGAL_VERSIONS_SCHEMA_PATH),
    format: VERSIONS_FORMAT,
    site: url('/'),
    statusOn: isoDay(buildDay),
    documents: await Promise.all(
      documents.map(async ({ name, timeline }) => ({
        document: name,
        address: url(documentPath(name)),
        history: url(historyPath(name)),
        versions: await Promise.all(timeline.versions.map((entry) => version(name, entry))),
      })),
    ),
  };
}
