/**
 * Announced versions replaced before they took effect ("withdrawn"). The register records them
 * when the replacing version is registered; until then, a main file dated before announced
 * versions is read as withdrawing them as of the build day, so the preview and the check show
 * what registering it will record. A withdrawn version stays published but never applies.
 */
import type { Day } from '../lib/dates.ts';
import { registerEntry, type Register, type Withdrawal } from './register-file.ts';

/**
 * Each withdrawn version, recorded or pending, with its withdrawal. `dayOf` reads a version's
 * date (`undefined` while unreadable): `versionDay` for the build's versions.
 */
export function withdrawals<T extends { document: string; archived: boolean }>(
  versions: readonly T[],
  register: Register,
  today: Day,
  dayOf: (version: T) => Day | undefined,
): Map<T, Withdrawal> {
  const withdrawn = new Map<T, Withdrawal>();
  for (const version of versions) {
    const day = dayOf(version);
    const entry = day ? registerEntry(register, version.document, day) : undefined;
    if (version.archived && entry?.withdrawn) withdrawn.set(version, entry.withdrawn);
  }
  for (const main of versions.filter((version) => !version.archived)) {
    const replacedBy = dayOf(main);
    if (!replacedBy || registerEntry(register, main.document, replacedBy)) continue;
    for (const version of versions) {
      const day = dayOf(version);
      if (
        version.document === main.document &&
        version.archived &&
        day &&
        day > replacedBy &&
        day > today &&
        !withdrawn.has(version)
      )
        withdrawn.set(version, { on: today, replacedBy });
    }
  }
  return withdrawn;
}
