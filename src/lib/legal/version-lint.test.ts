import { describe, expect, it } from 'vitest';
import { formatProblems } from './lint';
import { lintVersions, routedByDate, type LegalVersionSource } from './version-lint';

const doc = (date: string, changes = ['Something changed.']) =>
  `---\ntitle: Terms of Service\ndescription: The rules for using our daily surveys and free daily sweepstakes, and more.\ndateLabel: Effective\ndate: ${date}\nchanges:\n${changes.map((change) => `  - ${change}`).join('\n')}\n---\n\nText.\n`;

const current = (date: string, changes?: string[]): LegalVersionSource => ({
  file: 'content/legal/terms.mdx',
  route: '/terms',
  document: 'terms',
  archivedAs: undefined,
  source: doc(date, changes),
});
const archived = (name: string, date = name, document = 'terms', changes?: string[]): LegalVersionSource => ({
  file: `content/legal/archive/${document}/${name}.mdx`,
  route: `/${document}/history/${name}`,
  document,
  archivedAs: name,
  source: doc(date, changes),
});

const lint = (sources: LegalVersionSource[], today = '2026-06-01') =>
  formatProblems(lintVersions(sources, new Date(`${today}T12:00:00Z`), 'content/legal/archive'));

describe('lintVersions', () => {
  it('accepts a consistent history, with an upcoming latest version', () => {
    expect(lint([current('2027-01-01', ['New fees.']), archived('2025-03-01'), archived('2024-06-01', '2024-06-01', 'terms', ['First.'])])).toBe('');
  });

  it('accepts a document with no archive', () => {
    expect(lint([current('2025-03-01')])).toBe('');
  });

  it('points at a fresh archive copy whose original was not given a new date', () => {
    expect(lint([current('2025-03-01'), archived('2025-03-01')])).toBe(
      'content/legal/terms.mdx:5: this date is already taken by the archived copy content/legal/archive/terms/2025-03-01.mdx. Set date to the day this new version takes effect, and list its changes',
    );
  });

  it('asks for a new list of changes when it repeats the previous version', () => {
    expect(lint([current('2026-01-01'), archived('2025-03-01')])).toContain(
      'content/legal/terms.mdx:6: the list of changes is the same as the previous version\'s (content/legal/archive/terms/2025-03-01.mdx)',
    );
  });

  it('rejects archive file names that disagree with their dates, and folders of no document', () => {
    expect(lint([current('2026-01-01', ['New.']), archived('2024-06-01', '2024-06-02'), archived('2024-01-01', '2024-01-01', 'rules')])).toMatchInlineSnapshot(`
      "content/legal/archive/rules/2024-01-01.mdx:1: "rules" is not a published document, so this archived version has no page. Its folder under content/legal/archive/ must be named after a document: terms
      content/legal/archive/terms/2024-06-01.mdx:5: the file is named 2024-06-01.mdx but its date is 2024-06-02; an archived version's file is named after its date, so rename the file to 2024-06-02.mdx"
    `);
  });

  it('rejects a main file older than its archive and a document not yet in force', () => {
    expect(lint([current('2024-01-01', ['Old.']), archived('2025-03-01')], '2026-06-01')).toContain('is newer (2025-03-01); this file must be the latest version');
    expect(lint([current('2027-01-01')], '2026-06-01')).toBe(
      'content/legal/terms.mdx:5: no version is in force yet on 2026-06-01: the earliest takes effect on 2027-01-01. Publish a version dated today or earlier',
    );
  });
});

describe('routedByDate', () => {
  it('publishes the version in force at the document path and the others at their history pages', () => {
    const routes = routedByDate([current('2027-01-01', ['New.']), archived('2025-03-01'), archived('2024-06-01')], new Date('2026-06-01T00:00:00Z'));
    expect(routes.map((source) => [source.file, source.route])).toEqual([
      ['content/legal/terms.mdx', '/terms/history/2027-01-01'],
      ['content/legal/archive/terms/2025-03-01.mdx', '/terms'],
      ['content/legal/archive/terms/2024-06-01.mdx', '/terms/history/2024-06-01'],
    ]);
  });
});
