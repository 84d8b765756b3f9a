import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, relativeLinks } from './markdown-links.ts';

/** The project's documentation: every page a reader follows links through. */
const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'content/legal/README.md',
  'e2e/fixtures/legal/README.md',
];

const repository = {
  exists: (path: string) => existsSync(path),
  markdown: (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
};

describe('the documentation', () => {
  it('has no relative link to a missing file or heading', () => {
    const problems = pages.flatMap((page) =>
      brokenLinks(page, readFileSync(page, 'utf8'), repository),
    );
    expect(problems.join('\n')).toBe('');
  });

  it('links into itself (the check above has links to check)', () => {
    const links = pages.flatMap((page) => relativeLinks(readFileSync(page, 'utf8')));
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter(({ target }) => target.includes('#')).length).toBeGreaterThan(15);
  });
});

describe('headingAnchors', () => {
  it.each([
    [
      'Recording acceptance (for the sign-up and entry flows)',
      'recording-acceptance-for-the-sign-up-and-entry-flows',
    ],
    ['What `npm test` enforces', 'what-npm-test-enforces'],
    ['The benchmark: `npm run bench`', 'the-benchmark-npm-run-bench'],
    ['Cross-references: "Section 15"', 'cross-references-section-15'],
    ['Lettered lists: (a), (b), (c)', 'lettered-lists-a-b-c'],
    ["The page's own weight", 'the-pages-own-weight'],
    ['See [the guide](x.md) now', 'see-the-guide-now'],
    ['Sección 15 — añadida', 'sección-15--añadida'],
    ['snake_case **bold**', 'snake_case-bold'],
  ])('%s → %s', (heading, slug) => expect([...headingAnchors(`## ${heading}`)]).toEqual([slug]));

  it('numbers repeated headings, skips code blocks and keeps explicit ids', () => {
    const page = [
      '# Title',
      '## Setup',
      '```md',
      '## 7. Cookies {#cookies}',
      '```',
      '### Setup',
      '<a id="kept"></a>',
    ].join('\n');
    expect([...headingAnchors(page)]).toEqual(['title', 'setup', 'setup-1', 'kept']);
  });
});

describe('relativeLinks', () => {
  it('finds inline links and definitions outside code, not external or site addresses', () => {
    const page = [
      'See [testing](docs/testing.md#prerequisites) and [here](#setup).',
      'Not `[code](nowhere.md)`, [a site page](/terms), [the web](https://example.com), <https://x.y>.',
      '```',
      '[in a block](nowhere.md)',
      '```',
      '[guide]: content/legal/README.md',
    ].join('\n');
    expect(relativeLinks(page)).toEqual([
      { line: 1, target: 'docs/testing.md#prerequisites' },
      { line: 1, target: '#setup' },
      { line: 6, target: 'content/legal/README.md' },
    ]);
  });
});

describe('brokenLinks', () => {
  const files: Record<string, string> = {
    'README.md': '# Site\n## Setup\n',
    'docs/testing.md': '# Testing\n## Prerequisites\n',
    'src/config/site.ts': '',
  };
  const fake = {
    exists: (path: string) => path in files || path === 'src' || path === 'docs',
    markdown: (path: string) => files[path],
  };

  it('resolves paths from the linking file and reports each broken one at its line', () => {
    const page = [
      '[ok](testing.md#prerequisites) [ok](../README.md#setup) [ok](../src/config/site.ts)',
      '[file](deploying.md)',
      '[heading](testing.md#engines)',
      '## Own heading [own](#nowhere) [own](#own-heading-own-own)',
      '[code](../src/config/site.ts#L3)',
    ].join('\n');
    expect(brokenLinks('docs/testing.md', page, fake)).toEqual([
      'docs/testing.md:2: deploying.md → missing file docs/deploying.md',
      'docs/testing.md:3: testing.md#engines → missing heading #engines in docs/testing.md',
      'docs/testing.md:4: #nowhere → missing heading #nowhere in docs/testing.md',
      'docs/testing.md:5: ../src/config/site.ts#L3 → missing anchor: src/config/site.ts is not a Markdown page',
    ]);
  });
});
