/**
 * The pages' model of the legal documents, built from the legal library: which documents there
 * are, which document each version belongs to and where it is published all come from the one
 * reading of the folder that the content check and the sitemap use, joined with the content
 * collection's entries that Astro renders. Pages, layouts and the feed read documents, versions
 * and their addresses only through here.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { buildTimeline, type DatedVersion, type Timeline, type TimelineVersion } from './timeline';
import { comparePath } from './paths';
import { isoDay } from '../lib/dates';
import { legalLibrary, versionOfEntry } from './source/library';
import { libraryRegister } from './text-hashes';
import { recordedCorrections, type RecordedCorrection } from './corrections';
import { documentNames, publishedRoute, type ParsedVersion } from './source/parsed-versions';
import { throwLibraryProblems } from './check/content-error';

export type LegalEntry = CollectionEntry<'legal'>;
export type LegalVersion = TimelineVersion<LegalEntry>;

export interface LegalDocument {
  /** The document's name and path segment: `terms`. */
  name: string;
  timeline: Timeline<LegalEntry>;
}

/** A version's text as the library read and parsed it: its document, outline and syntax tree. */
export function versionSource(version: DatedVersion<LegalEntry>): ParsedVersion {
  const source = versionOfEntry(legalLibrary(), version.value.filePath);
  if (!source) throw new Error(`The legal library holds no version at ${version.value.filePath}`);
  return source;
}

export async function legalDocuments(): Promise<LegalDocument[]> {
  const library = legalLibrary();
  // A build has checked the library before any page; the dev server reads it again on every save,
  // and a page that would render a text with a mistake shows the mistake instead.
  throwLibraryProblems(library);
  const entries = (await getCollection('legal')).map((entry): DatedVersion<LegalEntry> => ({
    date: entry.data.date,
    value: entry,
  }));
  return documentNames(library.versions).map((name) => ({
    name,
    timeline: buildTimeline(
      entries.filter((version) => versionSource(version).document === name),
      library.buildDay,
    ),
  }));
}

/** Where a version is read: the version in force at the document's own address, others in its history. */
export const versionHref = (version: DatedVersion<LegalEntry>) =>
  publishedRoute(versionSource(version), legalLibrary().inForce);

/** What a version changes: where it is compared with the one before it. */
export const compareHref = (version: DatedVersion<LegalEntry>) =>
  comparePath(versionSource(version).document, isoDay(version.date));

/** The corrections recorded for a version, oldest first. */
export const versionCorrections = (version: DatedVersion<LegalEntry>): RecordedCorrection[] =>
  recordedCorrections(
    libraryRegister(legalLibrary()),
    versionSource(version).document,
    isoDay(version.date),
  );
