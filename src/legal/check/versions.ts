/**
 * Build-time checks on a document's versions: the archive's file names, dates and summaries must
 * tell one consistent story, or readers would see the wrong version in force. Documents with
 * invalid frontmatter are skipped: their dates are unknown, and the frontmatter is reported.
 */
import { isoDay } from '../../lib/dates.ts';
import { frontmatterKeyLine } from '../source/frontmatter-block.ts';
import type { LegalProblem } from '../problems.ts';
import { documentNames, versionDay, type ParsedVersion } from '../source/parsed-versions.ts';
import { legalCommands } from '../commands.ts';
import type { LegalContent } from './check.ts';

// Only documents whose every version has valid frontmatter are read here, so each has its day;
// days written YYYY-MM-DD compare as the dates do.
const dayOf = (version: ParsedVersion) => versionDay(version)!;
const changesOf = (version: ParsedVersion) => version.frontmatter.data!.changes.join('\n');
const byDate = (a: ParsedVersion, b: ParsedVersion) => dayOf(a).localeCompare(dayOf(b));

/**
 * `withdrawn`: versions replaced before they took effect (`withdrawals`), which the main file may
 * predate; undefined when the register does not parse, so which were withdrawn is unknown and the
 * rules that depend on it wait for the register (the root cause, reported alone). `lostVersions`:
 * documents whose published version is missing, which is reported as the cause instead.
 */
export function lintVersions(
  { versions, buildDay: today, dir: legalDir }: LegalContent,
  withdrawn: ReadonlyMap<ParsedVersion, unknown> | undefined,
  lostVersions: ReadonlySet<string> = new Set(),
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  const report = (version: ParsedVersion, key: string, problem: string, fix: string) =>
    problems.push({
      file: version.file,
      line: frontmatterKeyLine(version.outline.frontmatter!, key),
      problem,
      fix,
    });
  const documents = documentNames(versions);

  for (const version of versions) {
    if (version.archivedAs && !documents.includes(version.document)) {
      problems.push({
        file: version.file,
        line: 1,
        problem: `"${version.document}" is not a published document, so this archived version has no page`,
        fix: `move it into the folder under ${legalDir}/archive/ named after its document: ${documents.join(', ')}`,
      });
    }
  }

  for (const document of documents) {
    const own = versions.filter((version) => version.document === document);
    if (own.some((version) => !version.frontmatter.data)) continue;
    const latest = own.find((version) => !version.archivedAs);
    const archived = own.filter((version) => version.archivedAs).sort(byDate);

    for (const [index, entry] of archived.entries()) {
      if (entry.archivedAs !== dayOf(entry))
        report(
          entry,
          'date',
          `the file is named ${entry.archivedAs}.mdx but its date is ${dayOf(entry)}`,
          `an archived version's file is named after its date: rename the file to ${dayOf(entry)}.mdx`,
        );
      const previous = archived[index - 1];
      if (previous && dayOf(previous) === dayOf(entry))
        report(
          entry,
          'date',
          `${previous.file} has the same date`,
          'give each version the date it took effect',
        );
    }
    if (latest) {
      const sameDay = archived.find((entry) => dayOf(entry) === dayOf(latest));
      // Announced versions the main file predates must be withdrawn: only those not yet in force can be.
      const newer =
        withdrawn &&
        archived.findLast((entry) => dayOf(entry) > dayOf(latest) && !withdrawn.has(entry));
      // The previous version is the one the new version follows in force: a withdrawn one never was.
      const before = archived.findLast(
        (entry) => dayOf(entry) < dayOf(latest) && !withdrawn?.has(entry),
      );
      if (sameDay)
        report(
          latest,
          'date',
          `this date is already taken by the archived copy ${sameDay.file}`,
          'set date to the day this new version takes effect, and list its changes',
        );
      else if (newer)
        report(
          latest,
          'date',
          `${newer.file} is newer (${dayOf(newer)}), but this file must hold the latest version`,
          `give this file a later date: a version dated before announced ones replaces them only while they have not taken effect, when ${legalCommands.register(document)} registers it (content/legal/README.md, "Replacing an announced version")`,
        );
      else if (before && changesOf(latest) === changesOf(before))
        report(
          latest,
          'changes',
          `the list of changes is the same as the previous version's (${before.file})`,
          'say what this version changes',
        );
    }
    const earliest = own.toSorted(byDate)[0];
    if (earliest && dayOf(earliest) > isoDay(today) && !lostVersions.has(document)) {
      report(
        earliest,
        'date',
        `no version is in force yet on ${isoDay(today)}: the earliest takes effect on ${dayOf(earliest)}`,
        'publish a version dated today or earlier',
      );
    }
  }
  return problems;
}
