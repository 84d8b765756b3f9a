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
import { libraryRegister, textHashes } from './text-hashes';
import { VERSIONS_FORMAT, type VersionsFile } from './versions-schema';
import {
  placeOf,
  versionHref,
  versionTranslation,
  type LegalDocument,
  type LegalVersion,
} from './documents';
import type { LegalLibrary } from './source/library';
import { defaultLanguage, localizedPath } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';

export async function versionsFile({
  siteUrl,
  library,
  documents,
  pdfSha256,
}: {
  siteUrl: string;
  library: Pick<LegalLibrary, 'buildDay' | 'register' | 'registerReading'>;
  /** The library's documents (`libraryDocuments`). */
  documents: readonly LegalDocument[];
  /** SHA-256 of the bytes of a version's PDF in a language. */
  pdfSha256: (version: LegalVersion, language: Language) => string | Promise<string>;
}): Promise<VersionsFile> {
  const url = (path: string) => new URL(path, siteUrl).href;
  const register = libraryRegister(library);

  /** A text of a version in a language, English (`en`) or a translation's. */
  const text = async (version: LegalVersion, language: Language) => {
    const translation = versionTranslation(version, language);
    const { title, changes } = (translation ?? version).frontmatter.data;
    const hashes = textHashes(register, translation ?? version);
    const localized = (path: string) => localizedPath(language, path);
    const day = isoDay(placeOf(version).date);
    return {
      language,
      controlling: language === defaultLanguage,
      title,
      address: url(localized(versionHref(version))),
      permanentAddress: url(localized(versionPath(version.document, day))),
      sha256: hashes.sha256,
      sha256Address: url(textHashPath(hashes.sha256)),
      earlierSha256: hashes.earlier.map((earlier) => ({
        ...earlier,
        sha256Address: url(textHashPath(earlier.sha256)),
      })),
      pdf: {
        address: url(localized(pdfPath(version.document, day))),
        sha256: await pdfSha256(version, language),
      },
      changes: [...changes],
    };
  };

  /** The English text of a version, which binds, then each translation naming the English text it translates. */
  const texts = async (version: LegalVersion) => {
    const english = await text(version, defaultLanguage);
    const translations = Object.values(version.translations).map(async ({ language }) => ({
      ...(await text(version, language)),
      translates: { language: english.language, sha256: english.sha256 },
    }));
    return [english, ...(await Promise.all(translations))];
  };

  const record = async (version: LegalVersion) => {
    const { date, status, withdrawn, until } = placeOf(version);
    const day = isoDay(date);
    return {
      date: day,
      status,
      ...(withdrawn && { withdrawn }),
      applies: withdrawn ? null : { from: day, until: until ? isoDay(until) : null },
      texts: await texts(version),
    };
  };
  return {
    $schema: url(LEGAL_VERSIONS_SCHEMA_PATH),
    format: VERSIONS_FORMAT,
    site: url('/'),
    statusOn: isoDay(library.buildDay),
    documents: await Promise.all(
      documents.map(async ({ name, timeline }) => ({
        document: name,
        address: url(documentPath(name)),
        history: url(historyPath(name)),
        versions: await Promise.all(timeline.versions.map(record)),
      })),
    ),
  };
}
