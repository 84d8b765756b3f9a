// A build's `/legal/versions.json`, the record `legal:verify` checks against.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { VersionRecord, VersionsFile, VersionText } from '../../src/legal/versions-schema.ts';
import { LEGAL_VERSIONS_PATH } from '../../src/legal/paths.ts';
import { LegalCommandError } from './legal-folder.ts';

/** One text of one version, and which of its hashes was asked for (`earlier` when a correction replaced it). */
export interface FoundText {
  document: string;
  version: VersionRecord;
  text: VersionText;
  earlier: VersionText['earlierSha256'][number] | undefined;
}

export interface PublishedVersions {
  /** The built folder, for messages and for its pages: `dist`. */
  site: string;
  file: VersionsFile;
}

export async function readPublishedVersions(site: string): Promise<PublishedVersions> {
  const path = join(site, LEGAL_VERSIONS_PATH);
  if (!existsSync(path))
    throw new LegalCommandError(
      `${path} does not exist: build the site first (npm run build), or name the built folder with --site <folder>.`,
    );
  return { site, file: JSON.parse(await readFile(path, 'utf8')) as VersionsFile };
}

function* texts(file: VersionsFile) {
  for (const { document, versions } of file.documents)
    for (const version of versions)
      for (const text of version.texts) yield { document, version, text };
}

/** The text that has or had `sha256`. */
export function findText({ file }: PublishedVersions, sha256: string): FoundText | undefined {
  for (const found of texts(file)) {
    if (found.text.sha256 === sha256) return { ...found, earlier: undefined };
    const earlier = found.text.earlierSha256.find((hash) => hash.sha256 === sha256);
    if (earlier) return { ...found, earlier };
  }
  return undefined;
}

/** The text whose PDF has exactly these bytes' `sha256`. */
export function findPdf({ file }: PublishedVersions, sha256: string): FoundText | undefined {
  for (const { text, ...found } of texts(file))
    if (text.pdf.sha256 === sha256) return { ...found, text, earlier: undefined };
  return undefined;
}

/** The controlling text of a document's version of `day`, if the build has one. */
export function findVersion(
  { file }: PublishedVersions,
  document: string,
  day: string,
): FoundText | undefined {
  const version = file.documents
    .find((candidate) => candidate.document === document)
    ?.versions.find((candidate) => candidate.date === day);
  const text = version?.texts.find((candidate) => candidate.controlling);
  return version && text ? { document, version, text, earlier: undefined } : undefined;
}
