/**
 * Build-time checks on a document's versions: the archive's file names, dates and summaries must
 * tell one consistent story, or readers would see the wrong version in force. Documents with
 * invalid frontmatter are skipped: their dates are unknown, and the frontmatter is reported.
 */
import { isoDay } from '../../lib/dates';
import { frontmatterBlock, frontmatterKeyLine } from '../source/frontmatter-block';
import type { LegalProblem } from '../problems';
import { documentNames, type ParsedVersion } from '../source/parsed-versions';

interface DatedVersion {
  version: ParsedVersion;
  date: string;
  changes: string[];
}

/** `lostVersions`: documents whose published version is missing, which is reported as the cause instead. */
export function lintVersions(versions: readonly ParsedVersion[], today: Date, archiveDir: string, lostVersions: ReadonlySet<string> = new Set()): LegalProblem[] {
  const problems: LegalProblem[] = [];
  const report = ({ version }: DatedVersion, key: string, problem: string, fix: string) =>
    problems.push({ file: version.file, line: frontmatterKeyLine(frontmatterBlock(version.source)!, key), problem, fix });
  const documents = documentNames(versions);

  for (const version of versions) {
    if (version.archivedAs && !documents.includes(version.document)) {
      problems.push({
        file: version.file,
        line: 1,
        problem: `"${version.document}" is not a published document, so this archived version has no page`,
        fix: `move it into the folder under ${archiveDir}/ named after its document: ${documents.join(', ')}`,
      });
    }
  }

  for (const document of documents) {
    const own = versions.filter((version) => version.document === document);
    if (own.some((version) => !version.frontmatter.data)) continue;
    const dated = own.map((version): DatedVersion => ({ version, date: isoDay(version.frontmatter.data!.date), changes: version.frontmatter.data!.changes }));
    const latest = dated.find(({ version }) => !version.archivedAs);
    const archived = dated.filter(({ version }) => version.archivedAs).sort((a, b) => a.date.localeCompare(b.date));

    for (const entry of archived) {
      if (entry.version.archivedAs !== entry.date) {
        report(entry, 'date', `the file is named ${entry.version.archivedAs}.mdx but its date is ${entry.date}`, `an archived version's file is named after its date: rename the file to ${entry.date}.mdx`);
      }
    }
    for (const [index, entry] of archived.entries()) {
      const previous = archived[index - 1];
      if (previous?.date === entry.date) report(entry, 'date', `${previous.version.file} has the same date`, 'give each version the date it took effect');
    }
    const newestArchived = archived.at(-1);
    if (latest && newestArchived) {
      if (latest.date === newestArchived.date) {
        report(latest, 'date', `this date is already taken by the archived copy ${newestArchived.version.file}`, 'set date to the day this new version takes effect, and list its changes');
      } else if (latest.date < newestArchived.date) {
        report(latest, 'date', `${newestArchived.version.file} is newer (${newestArchived.date}), but this file must hold the latest version`, 'give this file a later date');
      } else if (latest.changes.join('\n') === newestArchived.changes.join('\n')) {
        report(latest, 'changes', `the list of changes is the same as the previous version's (${newestArchived.version.file})`, 'say what this version changes');
      }
    }
    const earliest = dated.toSorted((a, b) => a.date.localeCompare(b.date))[0];
    if (earliest && earliest.date > isoDay(today) && !lostVersions.has(document)) {
      report(earliest, 'date', `no version is in force yet on ${isoDay(today)}: the earliest takes effect on ${earliest.date}`, 'publish a version dated today or earlier');
    }
  }
  return problems;
}
