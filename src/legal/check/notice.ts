/**
 * Effective dates that follow the law: a version applies no sooner than it is published, and an
 * adverse change (`notice: advance`: higher fees, stricter transfer limits, new uses of personal
 * data, narrower rights) no sooner than `noticeDays` after. The publication day is the one the
 * register recorded; before registration it is the build day, so an editor learns at once. A
 * version registered before the rule (no publication day on record), an archived copy never
 * registered (archiving registers it; a folder with no register, like the tests', has none) and a
 * withdrawn one, which never applies, are not held to it.
 */
import { addDays, formatLongDay, isoDay } from '../../lib/dates.ts';
import { rules } from '../../config/rules.ts';
import { frontmatterKeyLine } from '../source/frontmatter-block.ts';
import type { LegalProblem } from '../problems.ts';
import type { LegalContent } from './check.ts';
import { registerEntry, type Register } from '../register-file.ts';

const noticeDays = Number(rules.noticeDays);

export function lintNotice(
  register: Register,
  { versions, buildDay, withdrawn }: LegalContent,
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  for (const version of versions) {
    const data = version.frontmatter.data;
    if (!data || withdrawn.has(version)) continue;
    const date = isoDay(data.date);
    const entry = registerEntry(register, version.document, date);
    // Archived copies were published when archived: only the main file is ever a draft.
    if (entry ? !entry.published : version.archivedAs) continue;
    const published = entry?.published ?? isoDay(buildDay);
    const block = version.outline.frontmatter!;
    const report = (key: string, problem: string, fix: string) =>
      problems.push({ file: version.file, line: frontmatterKeyLine(block, key), problem, fix });
    if (!data.notice) {
      report(
        'notice',
        'field "notice" is missing',
        'add notice: none if nothing in this version is to the reader\'s disadvantage, or notice: advance if it raises a fee, tightens a transfer limit, uses personal data in a new way or narrows a right (content/legal/README.md, "Which changes need notice")',
      );
      continue;
    }
    const earliest = data.notice === 'advance' ? addDays(published, noticeDays) : published;
    const when = entry
      ? `published on ${formatLongDay(published)}`
      : `published today, ${formatLongDay(published)}, at the earliest`;
    if (date < published) {
      report(
        'date',
        `this version takes effect on ${formatLongDay(date)}, before it is ${when}`,
        `set date to ${earliest} or later: the earliest allowed date${data.notice === 'advance' ? `, ${rules.noticeDays} days' notice for an adverse change (notice: advance)` : ''}`,
      );
    } else if (date < earliest) {
      report(
        'date',
        `this version makes an adverse change (notice: advance) and takes effect on ${formatLongDay(date)}, sooner than ${rules.noticeDays} days after it is ${when}`,
        `set date to ${earliest} or later, the earliest allowed date; if nothing in it is to the reader's disadvantage, set notice: none instead`,
      );
    }
  }
  return problems;
}
