// `/legal/versions.json`: every version as data, for the flows that record what a person accepted.
import {
  LEGAL_VERSIONS_SCHEMA_PATH,
  pdfPath,
  historyPath,
  documentPath,
  textHashPath,
  versionPath,
} from './paths';
import { registerEntry, type Register } from './register-file';
import { VERSIONS_FORMAT, type VersionsFile } from './versions-schema';
import type { LegalLibrary, LegalText, LegalVersion, Version } from './library/library';
import { textIn, versionHref } from './library/library';
import type { TranslatedLanguage } from './files';
import { defaultLanguage, localizedPath } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';

/** The hashes a text had before each recorded correction: a stored one still leads to it. */
function earlierHashes(register: Register, version: Version, text: LegalText) {
  const entry = registerEntry(register, version.document, version.day);
  const registered =
    text.language === defaultLanguage
      ? entry
      : entry?.translations?.[text.language as TranslatedLanguage];
  return (registered?.corrections ?? []).map((correction) => ({
    sha256: correction.previousSha256,
    replacedOn: correction.on,
    note: correction.note,
  }));
}

export async function versionsFile({
  siteUrl,
  library,
  pdfSha256,
}: {
  siteUrl: string;
  library: LegalLibrary;
  pdfSha256: (version: LegalVersion, language: Language) => string | Promise<string>;
}): Promise<VersionsFile> {
  const url = (path: string) => new URL(path, siteUrl).href;

  const text = async (version: LegalVersion, language: Language) => {
    const shown = textIn(version, language)!;
    const { title, changes } = shown.frontmatter;
    const localized = (path: string) => localizedPath(language, path);
    const { day } = version;
    return {
      language,
      controlling: language === defaultLanguage,
      title,
      address: url(localized(versionHref(version))),
      permanentAddress: url(localized(versionPath(version.document, day))),
      sha256: shown.sha256,
      sha256Address: url(textHashPath(shown.sha256)),
      earlierSha256: earlierHashes(library.register, version, shown).map((earlier) => ({
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

  // The English text, which binds, first.
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
