/**
 * A generated `versions.json`, as a build publishes it, for the tests of what is derived from a
 * long legal history: as many documents, versions and recorded corrections as asked for, one
 * version a month from January 2020, newest first, the latest in force. The hashes stand in for
 * texts: each names its document, version, language and edit, so each is different.
 */
import type { Day } from '../../lib/dates';
import { sha256Hex } from '../../lib/sha256';
import type { VersionRecord, VersionText, VersionsFile } from '../../legal/versions-schema';

const SITE = 'https://www.example.com';
const names = ['privacy', 'terms', 'official-rules'] as const;

/** The first of a month, one a month from January 2020. */
export const monthDay = (index: number): Day =>
  `${2020 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

const url = (path: string) => new URL(path, SITE).href;
const hashAddress = (sha256: string) => url(`/legal/sha256/${sha256}`);

/**
 * A text of the version of `index` (`inForce`: read at the document's address): its hash after
 * `corrections` edits, and each earlier hash.
 */
function text(
  document: string,
  index: number,
  inForce: boolean,
  language: 'en' | 'es',
  corrections: number,
): VersionText {
  const date = monthDay(index);
  const prefix = language === 'en' ? '' : `/${language}`;
  const hash = (edit: number) => sha256Hex(`${document} ${date} ${language} edit ${edit}`);
  return {
    language,
    controlling: language === 'en',
    title: `Generated ${document}`,
    address: url(inForce ? `${prefix}/${document}` : `${prefix}/${document}/history/${date}`),
    permanentAddress: url(`${prefix}/${document}/history/${date}`),
    sha256: hash(corrections),
    sha256Address: hashAddress(hash(corrections)),
    earlierSha256: Array.from({ length: corrections }, (_, edit) => ({
      sha256: hash(edit),
      replacedOn: monthDay(index + edit + 1),
      note: `Correction ${edit + 1} of ${date}.`,
      sha256Address: hashAddress(hash(edit)),
    })),
    pdf: { address: url(`${prefix}/legal/pdf/${document}-${date}.pdf`), sha256: hash(-1) },
    changes: [`The version of ${date}.`],
  };
}

export function publishedVersions({
  documents = names.length,
  versions,
  corrections,
  translated = false,
}: {
  documents?: number;
  versions: number;
  /** Recorded corrections of each text. */
  corrections: number;
  /** Whether every version has a Spanish translation. */
  translated?: boolean;
}): VersionsFile {
  const latest = versions - 1;
  return {
    $schema: url('/legal/versions.schema.json'),
    format: 1,
    site: url('/'),
    statusOn: monthDay(latest).replace(/01$/, '15'),
    documents: names.slice(0, documents).map((document) => ({
      document,
      address: url(`/${document}`),
      history: url(`/${document}/history`),
      versions: Array.from({ length: versions }, (_, index): VersionRecord => {
        const english = text(document, index, index === latest, 'en', corrections);
        const spanish = text(document, index, index === latest, 'es', corrections);
        return {
          date: monthDay(index),
          status: index === latest ? 'current' : 'superseded',
          applies: { from: monthDay(index), until: index === latest ? null : monthDay(index + 1) },
          // A translation names the English text it translates.
          texts: translated
            ? [english, { ...spanish, translates: { language: 'en', sha256: english.sha256 } }]
            : [english],
        };
      }).reverse(),
    })),
  };
}
