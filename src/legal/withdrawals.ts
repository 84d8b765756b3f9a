/**
 * Announced versions replaced before they took effect ("withdrawn"). The register records them
 * when the replacing version is registered; until then, a main file dated before announced
 * versions is read as withdrawing them as of the build day, so the preview and the check show
 * what registering it will record. A withdrawn version stays published but never applies.
 */
import { isoDay } from '../lib/dates.ts';
import type { Register, Withdrawal } from './register-file.ts';

/** A version file as both the build and the legal commands read it. */
interface VersionFile {
  document: string;
  archivedAs: string | undefined;
}

/**
 * Each withdrawn version, recorded or pending, with its withdrawal. `dayOf` reads a version's
 * date (`undefined` while unreadable): `versionDay` for the build's versions.
 */
export function withdrawals<T extends VersionFile>(
  versions: readonly T[],
  register: Register,
  today: Date,
  dayOf: (version: T) => string | undefined,
): Map<T, Withdrawal> {
  const withdrawn = new Map<T, Withdrawal>();
  for (const version of versions) {
    const entry = register[version.document]?.find(
      (candidate) => candidate.date === dayOf(version),
    );
    if (version.archivedAs && entry?.withdrawn) withdrawn.set(version, entry.withdrawn);
  }
  for (const main of versions.filter((version) => !version.archivedAs)) {
    const replacedBy = dayOf(main);
    if (!replacedBy || register[main.document]?.some((entry) => entry.date === replacedBy))
      continue;
    for (const version of versions) {
      const day = dayOf(version);
      if (
        version.document === main.document &&
        version.archivedAs &&
        day &&
        day > replacedBy &&
        day > isoDay(today) &&
        !withdrawn.has(version)
      )
        withdrawn.set(version, { on: isoDay(today), replacedBy });
    }
  }
  return withdrawn;
}
