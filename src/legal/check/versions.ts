// A document's versions tell one story, dated as the law allows, one in force on the build day.
import { addDays, formatLongDay, type Day } from '../../lib/dates.ts';
import { rules } from '../../config/rules.ts';
import type { LegalProblem } from '../problems.ts';
import { registerEntry, type Register } from '../register-file.ts';
import type { Version } from '../library/library.ts';
import { legalCommands } from '../commands.ts';
import { DOCUMENT_NAMES } from '../fields.ts';

const byDay = (a: Version, b: Version) => a.day.localeCompare(b.day);
const changesOf = (version: Version) => version.english.frontmatter.changes.join('\n');

/** `withdrawn`: undefined while the register is unreadable; `lost` documents are reported apart. */
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
      // Only announced versions not yet in force can be withdrawn by an earlier main file.
      const newer =
        withdrawn && archived.findLast((entry) => entry.day > latest.day && !withdrawn.has(entry));
      // A withdrawn version was never in force, so it is never the one before.
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

// A version applies once published (the register's day, or today), an adverse one `noticeDays` on.
const noticeDays = Number(rules.noticeDays);

export function lintNotice(
  register: Register,
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, unknown>,
  buildDay: Day,
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  for (const version of versions) {
    if (withdrawn.has(version)) continue;
    const { english, day } = version;
    const entry = registerEntry(register, version.document, day);
    // Not held to it: entries registered before the rule, and archived copies never registered.
    if (entry ? !entry.published : version.archived) continue;
    const published = entry?.published ?? buildDay;
    const report = (key: string, problem: string, fix: string) =>
      problems.push({ file: english.file, line: english.lines[key]!, problem, fix });
    const { notice } = english.frontmatter;
    if (!notice) {
      report(
        'notice',
        'field "notice" is missing',
        'add notice: none if nothing in this version is to the reader\'s disadvantage, or notice: advance if it raises a fee, tightens a transfer limit, uses personal data in a new way or narrows a right (content/legal/README.md, "Which changes need notice")',
      );
      continue;
    }
    const earliest = notice === 'advance' ? addDays(published, noticeDays) : published;
    const when = entry
      ? `published on ${formatLongDay(published)}`
      : `published today, ${formatLongDay(published)}, at the earliest`;
    if (day < published)
      report(
        'date',
        `this version takes effect on ${formatLongDay(day)}, before it is ${when}`,
        `set date to ${earliest} or later: the earliest allowed date${notice === 'advance' ? `, ${rules.noticeDays} days' notice for an adverse change (notice: advance)` : ''}`,
      );
    else if (day < earliest)
      report(
        'date',
        `this version makes an adverse change (notice: advance) and takes effect on ${formatLongDay(day)}, sooner than ${rules.noticeDays} days after it is ${when}`,
        `set date to ${earliest} or later, the earliest allowed date; if nothing in it is to the reader's disadvantage, set notice: none instead`,
      );
  }
  return problems;
}
