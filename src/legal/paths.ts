import type { Day } from '../lib/dates.ts';

export const documentPath = (document: string) => `/${document}`;
export const historyPath = (document: string) => `/${document}/history`;
export const versionPath = (document: string, day: Day) => `${historyPath(document)}/${day}`;
export const publishedPath = (document: string, day: Day, inForce: boolean) =>
  inForce ? documentPath(document) : versionPath(document, day);
export const isHistoryPath = (path: string) => /^\/[^/]+\/history(\/|$)/.test(path);
export const comparePath = (document: string, day: Day) => `${versionPath(document, day)}/changes`;
/** Where the comparison was first published, under the day of the version before: a redirect now. */
export const formerComparePath = (document: string, day: Day) =>
  `${versionPath(document, day)}/compare`;
/** `n`: the correction's place (from 1) among its text's, `es-1` for a translation's own; never moves. */
export const correctionAnchor = (day: Day, n: string) => `correction-${day}-${n}`;
export const correctionPath = (document: string, anchor: string) =>
  `${historyPath(document)}#${anchor}`;

export const LEGAL_FEED_PATH = '/legal/updates.xml';
/** Each version's PDF, in one folder (one `_headers` rule) and named so a saved file says what it is. */
export const pdfPath = (document: string, day: Day) => `/legal/pdf/${pdfName(document, day)}.pdf`;
export const pdfName = (document: string, day: Day) => `${document}-${day}`;
export const LEGAL_VERSIONS_PATH = '/legal/versions.json';
export const LEGAL_VERSIONS_SCHEMA_PATH = '/legal/versions.schema.json';
export const LEGAL_CONSENT_PATH = '/legal/consent.json';
export const LEGAL_CONSENT_SCHEMA_PATH = '/legal/consent.schema.json';
export const textHashPath = (sha256: string) => `/legal/sha256/${sha256}`;
