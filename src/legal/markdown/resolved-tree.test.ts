import { expect, it } from 'vitest';
import { site } from '../../config/site';
import { resolvedTerms } from './resolved-tree.fixture';
import type { SyntaxNode } from './syntax-tree';

/** The text's nodes after its frontmatter, without positions, to compare. */
const body = (tree: SyntaxNode) =>
  (tree.children ?? []).filter((node) => node.type !== 'yaml').map(plain);

/** The tree without positions, to compare. */
const plain = (node: SyntaxNode): unknown =>
  JSON.parse(
    JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value)),
  );

it('keeps the section each reference names beside the words the build wrote', async () => {
  const tree = await resolvedTerms(
    '## 1. Fees {#fees}\n\nSee <Ref to="fees" /> and <Ref to="fees" through="prizes" />.\n\n## 2. Prizes {#prizes}\n',
  );
  const paragraph = body(tree)[1] as { children: unknown[] };
  expect(paragraph.children).toEqual([
    { type: 'text', value: 'See ' },
    link('#fees', 'Section 1'),
    { type: 'text', value: ' and ' },
    { type: 'text', value: 'Sections ' },
    link('#fees', '1'),
    { type: 'text', value: ' through ' },
    link('#prizes', '2'),
    { type: 'text', value: '.' },
  ]);
});

const link = (to: string, words: string) => ({
  type: 'link',
  url: to,
  title: null,
  data: { reference: { to } },
  children: [{ type: 'text', value: words }],
});

it('writes values and summaries as the page shows them, and keeps a term’s definition for the page', async () => {
  const tree = await resolvedTerms(
    '## 1. Who {#who}\n\n<InShort>We run it.</InShort>\n\nRun by <Setting name="legalEntity" />. Write to <Setting name="supportEmail" />. You must be <Rule name="minimumAge" />. The <Define>Sponsor</Define> is the <Term>Sponsor</Term>; “quoted” -- yes.\n',
  );
  const [, summary, paragraph] = body(tree) as Array<{
    name?: string;
    children: unknown[];
  }>;
  expect(summary).toMatchObject({
    name: 'InShort',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [{ type: 'text', value: 'In short' }] },
          { type: 'text', value: ' — this summary is not part of the Terms of Service' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', value: 'We run it.' }] },
    ],
  });
  const entity = site.legalEntity;
  expect(paragraph!.children).toEqual([
    { type: 'text', value: 'Run by ' },
    { type: 'text', value: entity },
    { type: 'text', value: `${entity.endsWith('.') ? '' : '.'} Write to ` },
    {
      type: 'link',
      url: `mailto:${site.supportEmail}`,
      title: null,
      children: [{ type: 'text', value: site.supportEmail }],
    },
    { type: 'text', value: '. You must be ' },
    { type: 'text', value: '18' },
    { type: 'text', value: '. The ' },
    expect.objectContaining({
      name: 'Define',
      attributes: [{ type: 'mdxJsxAttribute', name: 'anchor', value: 'term-sponsor' }],
      children: [{ type: 'text', value: 'Sponsor' }],
    }),
    { type: 'text', value: ' is the ' },
    expect.objectContaining({ name: 'Term', children: [{ type: 'text', value: 'Sponsor' }] }),
    { type: 'text', value: '; “quoted” – yes.' },
  ]);
});
