/**
 * The legal library the pages, PDFs and feeds read: each document's timeline, and references
 * numbered as they stood on the referring version's day, so a published version never changes.
 */
import { describe, expect, it } from 'vitest';
import { generatedSources } from './generated-sources.fixture';
import {
  librarySources,
  registerOf,
  translationSource,
  versionSource,
  type Sources,
} from './legal-sources.fixture';
import { documentTitle, textIn, versionHref } from './library';
import { textHash } from '../register-file';
import { wordsOf } from '../text/syntax-tree';

const section = (number: number, id: string, title: string) =>
  `## ${number}. ${title} {#${id}}\n\n<InShort>${title}.</InShort>\n\nAbout ${title.toLowerCase()}.\n`;

/** Terms of 2025 citing the Official Rules' Eligibility, and Rules renumbered by a 2026 version. */
const renumbered: Sources = {
  'content/legal/terms.mdx': versionSource({
    date: '2025-01-01',
    body: `${section(1, 'accounts', 'Accounts')}\nWho may enter is in <Ref to="/official-rules#eligibility" />.\n`,
  }),
  'content/legal/archive/official-rules/2025-01-01.mdx': versionSource({
    title: 'Official Rules',
    date: '2025-01-01',
    body: section(1, 'eligibility', 'Eligibility'),
  }),
  'content/legal/official-rules.mdx': versionSource({
    title: 'Official Rules',
    date: '2026-01-01',
    body: section(1, 'sponsor', 'Sponsor') + section(2, 'eligibility', 'Eligibility'),
  }),
};
const opened = (sources: Sources, day: string) =>
  librarySources({ ...sources, 'content/legal/register.json': registerOf(sources) }, day);

const referenceIn = async (sources: Sources, day: string) => {
  const library = await opened(sources, day);
  return library.reference('content/legal/terms.mdx', { to: '/official-rules#eligibility' });
};

describe('the timelines', () => {
  it('places every version of every document, the newest in force, translations beside their version', async () => {
    const { sources, buildDay } = generatedSources({
      versions: 3,
      corrections: 0,
      translated: true,
    });
    const library = await librarySources(sources, buildDay);
    expect(library.documents.map(({ name }) => name)).toEqual([
      'privacy',
      'terms',
      'official-rules',
    ]);
    const { timeline } = library.documents[1]!;
    expect(timeline.versions.map((version) => [version.day, version.place.status])).toEqual([
      ['2020-03-01', 'current'],
      ['2020-02-01', 'superseded'],
      ['2020-01-01', 'superseded'],
    ]);
    expect(timeline.versions.map(versionHref)).toEqual([
      '/terms',
      '/terms/history/2020-02-01',
      '/terms/history/2020-01-01',
    ]);
    expect(textIn(timeline.current, 'es')!.file).toBe('content/legal/es/terms/2020-03-01.mdx');
    expect(documentTitle(library.documents[1]!, 'es')).toBe('terms generado');
  });

  it('titles a document in Spanish from its newest translated version, else in English', async () => {
    const english = versionSource({ date: '2025-01-01', body: section(1, 'accounts', 'Accounts') });
    const sources: Sources = {
      'content/legal/archive/terms/2025-01-01.mdx': english,
      'content/legal/es/terms/2025-01-01.mdx': translationSource({
        translates: textHash(english),
        changes: ['La primera versión.'],
        body: section(1, 'accounts', 'Cuentas'),
      }),
      'content/legal/terms.mdx': versionSource({
        title: 'Terms of Use',
        date: '2026-01-01',
        body: section(1, 'accounts', 'Accounts'),
      }),
    };
    const [terms] = (await opened(sources, '2026-06-01')).documents;
    expect(documentTitle(terms!, 'es')).toBe('Condiciones del Servicio');
    expect(documentTitle(terms!, 'en')).toBe('Terms of Use');
  });
});

describe('references to another document', () => {
  it('number the section as it stood on the referring version’s day, whatever the build day', async () => {
    // The Rules of 2026 moved Eligibility to Section 2; the Terms of 2025 were published citing Section 1.
    for (const day of ['2025-06-01', '2026-06-01', '2030-01-01'])
      expect(await referenceIn(renumbered, day)).toEqual([
        {
          text: 'Section 1',
          href: '/official-rules#eligibility',
          to: '/official-rules#eligibility',
        },
      ]);
  });

  it('follow the other document’s new numbers in a version dated after it changed', async () => {
    const sources = {
      ...renumbered,
      'content/legal/archive/terms/2025-01-01.mdx': renumbered['content/legal/terms.mdx']!,
      'content/legal/terms.mdx': versionSource({
        date: '2026-02-01',
        body: `${section(1, 'accounts', 'Accounts')}\nWho may enter is in <Ref to="/official-rules#eligibility" />.\n`,
      }),
    };
    expect((await referenceIn(sources, '2026-06-01'))[0]!.text).toBe('Section 2');
  });

  it('read the other document’s first version where none was in force on the version’s day', async () => {
    const early = {
      ...renumbered,
      'content/legal/terms.mdx': renumbered['content/legal/terms.mdx']!.replace(
        'date: 2025-01-01',
        'date: 2024-01-01',
      ),
    };
    expect((await referenceIn(early, '2026-06-01'))[0]!.text).toBe('Section 1');
  });

  it('are numbered in the tree the PDF and comparisons read', async () => {
    const library = await opened(renumbered, '2026-06-01');
    const terms = library.documents.find(({ name }) => name === 'terms')!.timeline.current;
    expect(wordsOf(library.tree(terms.english))).toContain('Who may enter is in Section 1.');
  });
});
