/**
 * A document's versions must tell one consistent story, or readers would see the wrong version in
 * force: archived files named after their day, one version a day, the main file the latest, a
 * new version saying what it changes, and a version in force on the build day.
 */
import type { LegalProblem } from '../problems.ts';
import type { Version } from '../library/library.ts';
import { legalCommands } from '../commands.ts';
import { DOCUMENT_NAMES } from '../fields.ts';
import type { Day } from '../../lib/dates.ts';

const byDay = (a: Version, b: Version) => a.day.localeCompare(b.day);
const changesOf = (version: Version) => version.english.frontmatter.changes.join('\n');

/**
 * `withdrawn`: versions replaced before they took effect, which the main file may predate;
 * `undefined` while the register cannot be read. `lost`: documents with a published version no
 * file holds, which is reported as the cause instead.
 */
export function lintVersions(
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, unknown> | undefined,
  lost: ReadonlySet<string>,
  today: Day,
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  const report = (version: Version, key: string, problem: string, fix: string) =>
    problems.push({ file: version.english.file, line: version.english.lines[key]!, problem, fix });

  for (const document of DOCUMENT_NAMES) {
    const own = versions.filter((version) => version.document === document);
    const latest = own.find((version) => !version.archived);
    const archived = own.filter((version) => version.archived).sort(byDay);

    for (const [index, entry] of archived.entries()) {
      if (entry.english.fileDay !== entry.day)
        report(
          entry,
          'date',
          `the file is named ${entry.english.fileDay}.mdx but its date is ${entry.day}`,
          `an archived version's file is named after its date: rename the file to ${entry.day}.mdx`,
        );
      const previous = archived[index - 1];
      if (previous && previous.day === entry.day)
        report(
          entry,
          'date',
          `${previous.english.file} has the same date`,
          'give each version the date it took effect',
        );
    }
    if (latest) {
      const sameDay = archived.find((entry) => entry.day === latest.day);
      // Announced versions the main file predates must be withdrawn: only those not yet in force can be.
      const newer =
        withdrawn && archived.findLast((entry) => entry.day > latest.day && !withdrawn.has(entry));
      // The previous version is the one the new version follows in force: a withdrawn one never was.
      const before = archived.findLast((entry) => entry.day < latest.day && !withdrawn?.has(entry));
      if (sameDay)
        report(
          latest,
          'date',
          `this date is already taken by the archived copy ${sameDay.english.file}`,
          'set date to the day this new version takes effect, and list its changes',
        );
      else if (newer)
        report(
          latest,
          'date',
          `${newer.english.file} is newer (${newer.day}), but this file must hold the latest version`,
          `give this file a later date: a version dated before announced ones replaces them only while they have not taken effect, when ${legalCommands.register(document)} registers it (content/legal/README.md, "Replacing an announced version")`,
        );
      else if (before && changesOf(latest) === changesOf(before))
        report(
          latest,
          'changes',
          `the list of changes is the same as the previous version's (${before.english.file})`,
          'say what this version changes',
        );
    }
    const earliest = own.toSorted(byDay)[0];
    if (earliest && earliest.day > today && !lost.has(document))
      report(
        earliest,
        'date',
        `no version is in force yet on ${today}: the earliest takes effect on ${earliest.day}`,
        'publish a version dated today or earlier',
      );
  }
  return problems;
}
