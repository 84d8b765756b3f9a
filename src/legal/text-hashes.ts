/**
 * The fingerprints a version's text has had: the SHA-256 of its text as the build reads it (the
 * register holds the same one, or the content check has stopped the build), and each hash it had
 * before one of the register's recorded corrections, so that a fingerprint stored on the day
 * someone accepted the text still leads to it after a correction.
 */
import { registerEntry, textHash, type Register } from './register-file.ts';
import type { ParsedTranslation } from './translations/parsed-translations.ts';
import type { LegalLibrary } from './source/library.ts';
import { versionDay, type ParsedVersion } from './source/parsed-versions.ts';

export interface VersionHashes {
  sha256: string;
  /** Oldest first, each with the day the correction that replaced it was recorded, and its note. */
  earlier: { sha256: string; replacedOn: string; note: string }[];
}

/** The library's register; the content check stops the build before anything reads a broken one. */
export function libraryRegister(
  library: Pick<LegalLibrary, 'register' | 'registerReading'>,
): Register {
  const reading = library.registerReading;
  if ('register' in reading) return reading.register;
  throw new Error(`${library.register.file}:${reading.line}: ${reading.problem}`);
}

/** A text's fingerprints, a version's or a translation's: of its text as read, and before each of its recorded corrections. */
export function textHashes(
  register: Register,
  text: ParsedVersion | ParsedTranslation,
): VersionHashes {
  const day = 'language' in text ? text.day : versionDay(text);
  const entry = day ? registerEntry(register, text.document, day) : undefined;
  const registered = 'language' in text ? entry?.translations?.[text.language] : entry;
  return {
    sha256: textHash(text.source),
    earlier: (registered?.corrections ?? []).map((correction) => ({
      sha256: correction.previousSha256,
      replacedOn: correction.on,
      note: correction.note,
    })),
  };
}
