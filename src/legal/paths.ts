/** Where each part of a legal document's history is published: a version by the day it takes effect, `2025-03-12`. */
import type { Day } from '../lib/dates.ts';

export const documentPath = (document: string) => `/${document}`;
export const historyPath = (document: string) => `/${document}/history`;
export const versionPath = (document: string, day: Day) => `${historyPath(document)}/${day}`;
/** Where a version is read: the version in force at the document's own address, every other one in its history. */
export const publishedPath = (document: string, day: Day, inForce: boolean) =>
  inForce ? documentPath(document) : versionPath(document, day);
/** A document's history pages (`/terms/history`, `/terms/history/2025-03-12`, …), which stay out of the sitemap. */
export const isHistoryPath = (path: string) => /^\/[^/]+\/history(\/|$)/.test(path);
/** What the version of `day` changes: its comparison with the version before it. */
export const comparePath = (document: string, day: Day) => `${versionPath(document, day)}/changes`;
/**
 * Where that comparison was first published, under the date of the version before (`day`): a
 * permanent redirect now. A new name, not `compare` under the new date, because each such address
 * already meant another comparison, and an old link must never land on the wrong one.
 */
export const formerComparePath = (document: string, day: Day) =>
  `${versionPath(document, day)}/compare`;

/**
 * A recorded correction's place in its document's history, under its version: the `n`th
 * correction (from 1) of the version of `day`. Corrections are only ever added, so it never moves.
 */
export const correctionAnchor = (day: Day, n: number) => `correction-${day}-${n}`;
export const correctionPath = (document: string, day: Day, n: number) =>
  `${historyPath(document)}#${correctionAnchor(day, n)}`;

/** The Atom feed of every legal document's versions. */
export const LEGAL_FEED_PATH = '/legal/updates.xml';

/**
 * Each version's PDF: `/legal/pdf/terms-2025-03-12.pdf`. All in one folder, so one `_headers` rule
 * caches them like the share images however long the histories grow, and named so that a saved
 * file says which document and version it is.
 */
export const pdfPath = (document: string, day: Day) => `/legal/pdf/${pdfName(document, day)}.pdf`;
/** A version's PDF's file name without its extension: `terms-2025-03-12`. */
export const pdfName = (document: string, day: Day) => `${document}-${day}`;
/** Every document's versions as data, for the sign-up and entry flows (`/legal/versions.json`). */
export const LEGAL_VERSIONS_PATH = '/legal/versions.json';
/** The JSON Schema of the versions file, served beside it. */
export const LEGAL_VERSIONS_SCHEMA_PATH = '/legal/versions.schema.json';
/** The sign-up consent wording as data, beside the versions file (`/legal/consent.json`). */
export const LEGAL_CONSENT_PATH = '/legal/consent.json';
/** Its JSON Schema, generated from the zod schema. */
export const LEGAL_CONSENT_SCHEMA_PATH = '/legal/consent.schema.json';
/** The permanent address of one text, by the SHA-256 it has or had: it redirects to its version. */
export const textHashPath = (sha256: string) => `/legal/sha256/${sha256}`;
