/** Where each part of a legal document's history is published. */

/** A version is addressed by the day it takes effect: `2025-03-12`. */
type Day = string;

export const documentPath = (document: string) => `/${document}`;
export const historyPath = (document: string) => `/${document}/history`;
export const versionPath = (document: string, day: Day) => `${historyPath(document)}/${day}`;
/** What changed from the version of `day` to the one after it. */
export const comparePath = (document: string, day: Day) => `${versionPath(document, day)}/compare`;

/** The Atom feed of every legal document's versions. */
export const LEGAL_FEED_PATH = '/legal/updates.xml';
