/**
 * The corrections recorded for a published version (`npm run legal:correct`), as the site shows
 * them: in the document's history under their version, and in the feed.
 */
import type { Day } from '../lib/dates';
import { correctionAnchor, correctionPath } from './paths';
import { registerEntry, type Register } from './register-file';

export interface RecordedCorrection {
  /** The day it was recorded. */
  on: Day;
  /** What was corrected, as the editor recorded it. */
  note: string;
  /** Its id in the history page, and the address of that place: `/terms/history#correction-2025-03-12-1`. */
  anchor: string;
  href: string;
}

/** The corrections of the version of `day` (`2025-03-12`), oldest first. */
export function recordedCorrections(
  register: Register,
  document: string,
  day: Day,
): RecordedCorrection[] {
  return (registerEntry(register, document, day)?.corrections ?? []).map((correction, index) => ({
    on: correction.on,
    note: correction.note,
    anchor: correctionAnchor(day, index + 1),
    href: correctionPath(document, day, index + 1),
  }));
}
