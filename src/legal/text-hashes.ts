/**
 * The fingerprints a version's text has had: the SHA-256 of its text as the build reads it (the
 * register holds the same one, or the content check has stopped the build), and each hash it had
 * before one of the register's recorded corrections, so that a fingerprint stored on the day
 * someone accepted the text still leads to it after a correction.
 */
import { isoDay } from '../lib/dates.ts';
import { parseRegister, textHash, type Register } from './version-register.ts';
import type { LegalLibrary } from './source/library.ts';
import type { ParsedVersion } from './source/parsed-versions.ts';

export interface EarlierHash {
  sha256: string;
  /** The day the correction that replaced it was recorded. */
  replacedOn: string;
  /** What that correction changed, as recorded. */
  note: string;
}

export interface VersionHashes {
  sha256: string;
  /** Oldest first. */
  earlier: EarlierHash[];
}

/** The library's register; the content check stops the build before anything reads a broken one. */
export function libraryRegister(library: Pick<LegalLibrary, 'register'>): Register {
  const reading = parseRegister(library.register.text, library.register.file);
  if ('register' in reading) return reading.register;
  throw new Error(`${library.register.file}:${reading.line}: ${reading.problem}`);
}

export function versionHashes(register: Register, version: ParsedVersion): VersionHashes {
  const day = version.frontmatter.data && isoDay(version.frontmatter.data.date);
  const entry = register[version.document]?.find((candidate) => candidate.date === day);
  return {
    sha256: textHash(version.source),
    earlier: (entry?.corrections ?? []).map((correction) => ({
      sha256: correction.previousSha256,
      replacedOn: correction.on,
      note: correction.note,
    })),
  };
}
