/**
 * Effective dates that follow the law: a version applies no sooner than it is published, and an
 * adverse change (`notice: advance`) no sooner than `noticeDays` after. The publication day is the
 * one the register recorded; before registration it is the build day, so an editor learns at once.
 * A version registered before the rule (no publication day on record), an archived copy never
 * registered and a withdrawn one, which never applies, are not held to it.
 */
import { addDays, formatLongDay, type Day } from '../../lib/dates.ts';
import { rules } from '../../config/rules.ts';
import type { LegalProblem } from '../problems.ts';
import { registerEntry, type Register } from '../register-file.ts';
import type { Version } from '../library/library.ts';

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
    // Archived copies were published when archived: only the main file is ever a draft.
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
