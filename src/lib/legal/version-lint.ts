/**
 * Build-time checks on a document's versions: the archive's file names, dates and summaries must
 * tell one consistent story, or readers would see the wrong version in force. Problems name the
 * file and line, like every other legal-content message.
 */
import { parse } from 'yaml';
import { isoDay } from '../dates';
import type { LegalProblem, LegalSource } from './lint';
import { frontmatterKeyLine, readOutline } from './outline';
import { legalFrontmatterSchema } from './schema';
import { utcDay } from './versions';
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
  const frontmatter = readOutline(source.source).frontmatter;
  if (!frontmatter) return undefined;
  try {
    const result = legalFrontmatterSchema.safeParse(parse(frontmatter.text));
    // Invalid frontmatter is already reported, field by field, by the content lint.
    if (!result.success) return undefined;
    return { source, date: isoDay(result.data.date), changes: result.data.changes, line: (key) => frontmatterKeyLine(frontmatter, key) };
  } catch {
    return undefined;
  }
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
    if (earliest && earliest.date > isoDay(utcDay(today))) {
      report(earliest, 'date', `no version is in force yet on ${isoDay(utcDay(today))}: the earliest takes effect on ${earliest.date}. Publish a version dated today or earlier`);
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
  const day = isoDay(utcDay(today));
  const dated = sources.map((source) => ({ source, date: parsed(source)?.date ?? source.archivedAs }));
  const currentDate = new Map<string, string>();
  for (const { source, date } of dated) {
    const best = currentDate.get(source.document);
    if (date && date <= day && (!best || date > best)) currentDate.set(source.document, date);
  }
  return dated.map(({ source, date }) => {
    const current = date !== undefined && currentDate.get(source.document) === date;
    return { ...source, route: current ? documentPath(source.document) : versionPath(source.document, date ?? 'undated') };
  });
}
