/**
 * Each legal document's versions as a timeline, read from the content collection: which version
 * is in force on the build day, which are superseded and which are upcoming. Pages read documents
 * only through here, and the day is the legal library's, so they agree with the content check
 * and the sitemap on what is current.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { buildTimeline, type Timeline, type TimelineVersion } from './timeline';
import { publishedPath } from './paths';
import { isoDay } from '../lib/dates';
import { legalLibrary } from './source/library';

export type LegalEntry = CollectionEntry<'legal'>;
export type LegalVersion = TimelineVersion<LegalEntry>;

export interface LegalDocument {
  /** The document's name and path segment: `terms`. */
  name: string;
  timeline: Timeline<LegalEntry>;
}

/** `terms` → `terms`; `archive/terms/2024-06-01` → `terms`. */
const documentOf = (entry: LegalEntry) => entry.id.split('/').at(-2) ?? entry.id;

export async function legalDocuments(): Promise<LegalDocument[]> {
  const entries = await getCollection('legal');
  const names = [...new Set(entries.filter((entry) => !entry.id.includes('/')).map(documentOf))];
  return names.map((name) => ({
    name,
    timeline: buildTimeline(
      entries.filter((entry) => documentOf(entry) === name).map((entry) => ({ date: entry.data.date, value: entry })),
      legalLibrary().buildDay,
    ),
  }));
}

/** Where a version is read: the version in force at the document's own address, others in its history. */
export function versionHref(document: LegalDocument, date: Date): string {
  return publishedPath(document.name, isoDay(date), date.getTime() === document.timeline.current.date.getTime());
}
