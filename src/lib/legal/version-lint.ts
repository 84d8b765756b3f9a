/**
 * Build-time checks on a document's versions: the archive's file names, dates and summaries must
 * tell one consistent story, or readers would see the wrong version in force. Problems name the
 * file and line, like every other legal-content message.
 */
import { isoDay } from '../dates';
import { readFrontmatter } from './frontmatter';
import type { LegalProblem, LegalSource } from './lint';
import { frontmatterKeyLine, readOutline } from './outline';
import { indexInForce } from './versions';
import { documentPath, versionPath } from './paths';

export interface LegalVersionSource extends LegalSource {
  /** The document this is a version of: `terms`. */
  document: string;
  /** For an archived version, its file name without `.mdx`: `2024-06-01`. */
  archivedAs: string | undefined;
}

interface ParsedVersion {
  source: LegalVersionSource;
  date: string;
  changes: string[];
  line: (key: string) => number;
}

function parsed(source: LegalVersionSource): ParsedVersion | undefined {
  const data = readFrontmatter(source.source);
  const frontmatter = readOutline(source.source).frontmatter;
  // Invalid frontmatter is already reported, field by field, by the content lint.
  if (!data || !frontmatter) return undefined;
  return { source, date: isoDay(data.date), changes: data.changes, line: (key) => frontmatterKeyLine(frontmatter, key) };
}

export function lintVersions(sources: readonly LegalVersionSource[], today: Date, archiveDir: string): LegalProblem[] {
  const problems: LegalProblem[] = [];
  const report = (version: ParsedVersion, key: string, message: string) =>
    problems.push({ file: version.source.file, line: version.line(key), message });
  const documents = new Set(sources.filter((source) => !source.archivedAs).map((source) => source.document));

  for (const source of sources) {
    if (source.archivedAs && !documents.has(source.document)) {
      problems.push({
        file: source.file,
        line: 1,
        message: `"${source.document}" is not a published document, so this archived version has no page. Its folder under ${archiveDir}/ must be named after a document: ${[...documents].join(', ')}`,
      });
    }
  }

  for (const document of documents) {
    const versions = sources
      .filter((source) => source.document === document)
      .map(parsed)
      .filter((version) => version !== undefined);
    const latest = versions.find((version) => !version.source.archivedAs);
    const archived = versions.filter((version) => version.source.archivedAs).sort((a, b) => a.date.localeCompare(b.date));

    for (const version of archived) {
      if (version.source.archivedAs !== version.date) {
        report(version, 'date', `the file is named ${version.source.archivedAs}.mdx but its date is ${version.date}; an archived version's file is named after its date, so rename the file to ${version.date}.mdx`);
      }
    }
    for (const [index, version] of archived.entries()) {
      const previous = archived[index - 1];
      if (previous?.date === version.date) {
        report(version, 'date', `${previous.source.file} has the same date; each version needs the date it took effect`);
      }
    }
    const newestArchived = archived.at(-1);
    if (latest && newestArchived) {
      if (latest.date === newestArchived.date) {
        report(latest, 'date', `this date is already taken by the archived copy ${newestArchived.source.file}. Set date to the day this new version takes effect, and list its changes`);
      } else if (latest.date < newestArchived.date) {
        report(latest, 'date', `${newestArchived.source.file} is newer (${newestArchived.date}); this file must be the latest version, so give it a later date`);
      } else if (latest.changes.join('\n') === newestArchived.changes.join('\n')) {
        report(latest, 'changes', `the list of changes is the same as the previous version's (${newestArchived.source.file}); say what this version changes`);
      }
    }
    const earliest = [...versions].sort((a, b) => a.date.localeCompare(b.date))[0];
    if (earliest && earliest.date > isoDay(today)) {
      report(earliest, 'date', `no version is in force yet on ${isoDay(today)}: the earliest takes effect on ${earliest.date}. Publish a version dated today or earlier`);
    }
  }
  return problems;
}

/**
 * The sources with the routes their text is published at on `today`: the version in force at
 * `/<document>`, every other one at its history page. Cross-references are checked against
 * these, so a link into `/terms` is checked against the text `/terms` actually shows.
 */
export function routedByDate(sources: readonly LegalVersionSource[], today: Date): LegalVersionSource[] {
  const dated = sources.map((source) => ({ source, date: readFrontmatter(source.source)?.date }));
  const inForce = new Set<LegalVersionSource>();
  for (const document of new Set(sources.map((source) => source.document))) {
    const versions = dated
      .filter((version): version is { source: LegalVersionSource; date: Date } => version.source.document === document && version.date !== undefined)
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    const current = versions[indexInForce(versions, today)];
    if (current) inForce.add(current.source);
  }
  return dated.map(({ source, date }) => ({
    ...source,
    route: inForce.has(source) ? documentPath(source.document) : versionPath(source.document, date ? isoDay(date) : (source.archivedAs ?? 'undated')),
  }));
}
