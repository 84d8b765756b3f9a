/** Where each part of a legal document's history is published. */
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
/** Where that comparison was first published, under the day of the version before: a redirect now. */
export const formerComparePath = (document: string, day: Day) =>
  `${versionPath(document, day)}/compare`;

/** The `n`th recorded correction (from 1) of the version of `day`: only ever added, so it never moves. */
export const correctionAnchor = (day: Day, n: number) => `correction-${day}-${n}`;
export const correctionPath = (document: string, day: Day, n: number) =>
  `${historyPath(document)}#${correctionAnchor(day, n)}`;

export const LEGAL_FEED_PATH = '/legal/updates.xml';

/** Each version's PDF, in one folder (one `_headers` rule) and named so a saved file says what it is. */
export const pdfPath = (document: string, day: Day) => `/legal/pdf/${pdfName(document, day)}.pdf`;
export const pdfName = (document: string, day: Day) => `${document}-${day}`;
export const LEGAL_VERSIONS_PATH = '/legal/versions.json';
export const LEGAL_VERSIONS_SCHEMA_PATH = '/legal/versions.schema.json';
export const LEGAL_CONSENT_PATH = '/legal/consent.json';
export const LEGAL_CONSENT_SCHEMA_PATH = '/legal/consent.schema.json';
/** The permanent address of one text, by the SHA-256 it has or had: it redirects to its version. */
export const textHashPath = (sha256: string) => `/legal/sha256/${sha256}`;
