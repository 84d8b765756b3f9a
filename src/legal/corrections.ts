// The corrections recorded for a published version, as the history and the feed show them.
import type { Day } from '../lib/dates';
import { correctionAnchor, correctionPath } from './paths';
import { registerEntry, type Register } from './register-file';

/** Oldest first, each with its place in the history. */
export function recordedCorrections(register: Register, document: string, day: Day) {
  return (registerEntry(register, document, day)?.corrections ?? []).map((correction, index) => ({
    on: correction.on,
    note: correction.note,
    anchor: correctionAnchor(day, index + 1),
    href: correctionPath(document, day, index + 1),
  }));
}
