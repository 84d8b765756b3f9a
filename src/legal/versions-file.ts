/**
 * `/legal/versions.json`: every version of every legal document as data, for the sign-up and
 * entry flows that record which text a person accepted. A view of the legal library's timeline,
 * not a list of its own: dates, status on the build day, when each version applied, where it is
 * read, and the fingerprints of its text (current and before each recorded correction).
 * Language is a property of a version's text: each version lists its texts, the controlling
 * English one first, then each translation, naming the hash of the English text it translates.
 * Addresses are absolute URLs on the site's address, so another service can store and show them.
 */
import {
  LEGAL_VERSIONS_SCHEMA_PATH,
  pdfPath,
  historyPath,
  documentPath,
  textHashPath,
  versionPath,
} from './paths';
import { textHashes } from './text-hashes';
import { VERSIONS_FORMAT, type VersionsFile } from './versions-schema';
import { textIn, versionHref, type LegalLibrary, type LegalVersion } from './library/library';
import { defaultLanguage, localizedPath } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';

export async function versionsFile({
  siteUrl,
  library,
  pdfSha256,
}: {
  siteUrl: string;
  library: LegalLibrary;
  /** SHA-256 of the bytes of a version's PDF in a language. */
  pdfSha256: (version: LegalVersion, language: Language) => string | Promise<string>;
}): Promise<VersionsFile> {
  const url = (path: string) => new URL(path, siteUrl).href;

  /** A text of a version in a language, English (`en`) or a translation's. */
  const text = async (version: LegalVersion, language: Language) => {
    const shown = textIn(version, language)!;
    const { title, changes } = shown.frontmatter;
    const hashes = textHashes(library.register, version, shown);
    const localized = (path: string) => localizedPath(language, path);
    const { day } = version;
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
    const { status, withdrawn, until } = version.place;
    return {
      date: version.day,
      status,
      ...(withdrawn && { withdrawn }),
      applies: withdrawn ? null : { from: version.day, until: until ?? null },
      texts: await texts(version),
    };
  };
  return {
    $schema: url(LEGAL_VERSIONS_SCHEMA_PATH),
    format: VERSIONS_FORMAT,
    site: url('/'),
    statusOn: library.buildDay,
    documents: await Promise.all(
      library.documents.map(async ({ name, timeline }) => ({
        document: name,
        address: url(documentPath(name)),
        history: url(historyPath(name)),
        versions: await Promise.all(timeline.versions.map(record)),
      })),
    ),
  };
}
