/**
 * References are numbered by the build: the same text, with a section inserted early, renders
 * every reference (within the document, across documents and as a range) with the new numbers.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { LEGAL_MARKDOWN_FEATURES } from './syntax-tree';
import { legalReferences } from './references-plugin';
import { openLegalLibrary } from '../source/library';
import { versionText } from '../legal-text';
import { AstroError } from 'astro/errors';

let root: string;

const frontmatter = (title: string) =>
  `---\ntitle: ${title}\ndescription: A fixture document for the cross-reference tests, long enough to pass.\ndateLabel: Effective\ndate: 2025-03-12\nchanges:\n  - First published version.\n---\n`;

const terms = (inserted: boolean) => `${frontmatter('Terms of Service')}
Disputes go to <Ref to="disputes" />; see also <Ref to="/rules#winners" />.

## 1. Accounts {#accounts}
${inserted ? '\n## 2. Fees {#fees}\n\nNone.\n' : ''}
## ${inserted ? 3 : 2}. Prizes {#prizes}

### ${inserted ? 3 : 2}.1 Cash {#cash}

<Ref to="prizes" through="disputes" /> survive, and <Ref to="cash" /> applies.

## ${inserted ? 4 : 3}. Disputes {#disputes}

## Annex A: Consent {#annex-a}

See <Ref to="annex-a" />.
`;

const rules = `${frontmatter('Official Rules')}
## 1. Winners {#winners}

Read <Ref to="/terms#prizes" /> of the Terms.
`;

async function render(file: string): Promise<string[]> {
  const library = await openLegalLibrary(
    pathToFileURL(`${root}/`),
    'legal',
    new Date('2025-06-01T00:00:00Z'),
  );
  const { code } = await mdxToJs(await readFile(join(root, file), 'utf8'), {
    features: LEGAL_MARKDOWN_FEATURES,
    fileURL: pathToFileURL(join(root, file)),
    mdastPlugins: [
      legalReferences(library, versionText(library.versions.find(({ file: at }) => at === file)!)),
    ],
  });
  // Each link as `text -> href`, in document order, read from the compiled JSX.
  return [...code.matchAll(/href: "([^"]+)",\s*children: "([^"]+)"/g)].map(
    ([, href, text]) => `${text} -> ${href}`,
  );
}

async function write(inserted: boolean) {
  await writeFile(join(root, 'legal/terms.mdx'), terms(inserted));
  await writeFile(join(root, 'legal/rules.mdx'), rules);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-references-'));
  await mkdir(join(root, 'legal'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('labels each reference from its target heading', async () => {
  await write(false);
  expect(await render('legal/terms.mdx')).toEqual([
    'Section 3 -> #disputes',
    'Section 1 -> /rules#winners',
    '2 -> #prizes',
    '3 -> #disputes',
    'Section 2.1 -> #cash',
    'Annex A -> #annex-a',
  ]);
  expect(await render('legal/rules.mdx')).toEqual(['Section 2 -> /terms#prizes']);
});

it('renders every reference with the new numbers after a section is inserted early', async () => {
  await write(true);
  expect(await render('legal/terms.mdx')).toEqual([
    'Section 4 -> #disputes',
    'Section 1 -> /rules#winners',
    '3 -> #prizes',
    '4 -> #disputes',
    'Section 3.1 -> #cash',
    'Annex A -> #annex-a',
  ]);
  expect(await render('legal/rules.mdx')).toEqual(['Section 3 -> /terms#prizes']);
});

it('reports a reference the content check let through as Astro reports its own mistakes: where and what, and the fix as the hint', async () => {
  await write(false);
  await writeFile(join(root, 'legal/rules.mdx'), rules.replace('/terms#prizes', '/terms#prize'));
  const error: unknown = await render('legal/rules.mdx').catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AstroError);
  const { message, hint } = error as AstroError;
  expect({ message, hint }).toMatchInlineSnapshot(`
    {
      "hint": "use one of its ids: accounts, prizes, cash, disputes, annex-a",
      "message": "legal/rules.mdx:12: to="/terms#prize" names no section of /terms",
    }
  `);
});
