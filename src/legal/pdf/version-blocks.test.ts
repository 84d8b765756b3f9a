import { expect, it } from 'vitest';
import { site } from '../../config/site';
import { numberedTerms } from '../library/legal-sources.fixture';
import { versionBlocks } from './version-blocks';

it('lays out the numbered tree: references inside the file, values and summaries as the page shows them', async () => {
  const tree = await numberedTerms(
    [
      '## 1. Fees {#fees}',
      '<InShort>None, really.</InShort>',
      'Write to <Setting name="supportEmail" /> about <Ref to="prizes" /> or [the Privacy Policy](/privacy).',
      '<Lettered>\n\n1. First\n2. **Second**\n\n</Lettered>',
      '## 2. Prizes {#prizes}',
      '<InShort>Cash.</InShort>',
      '| Prize | Value |\n| --- | --- |\n| Cash | $<Rule name="minimumAge" /> |',
    ].join('\n\n'),
  );
  const blocks = versionBlocks({
    file: 'content/legal/terms.mdx',
    tree,
    pageUrl: 'https://example.test/terms',
  });
  const summary = (words: string) => ({
    kind: 'summary',
    label: [
      { text: 'In short', strong: true },
      { text: ' — this summary is not part of the Terms of Service' },
    ],
    blocks: [{ kind: 'paragraph', words: [{ text: words }] }],
  });
  expect(blocks).toEqual([
    { kind: 'heading', level: 2, id: 'fees', words: [{ text: '1. Fees' }] },
    summary('None, really.'),
    {
      kind: 'paragraph',
      words: [
        { text: 'Write to ' },
        { text: site.supportEmail, href: `mailto:${site.supportEmail}` },
        { text: ' about ' },
        { text: 'Section 2', destination: 'prizes' },
        { text: ' or ' },
        { text: 'the Privacy Policy', href: 'https://example.test/privacy' },
        { text: '.' },
      ],
    },
    {
      kind: 'list',
      numbering: 'LowerAlpha',
      items: [
        { label: '(a)', blocks: [{ kind: 'paragraph', words: [{ text: 'First' }] }] },
        {
          label: '(b)',
          blocks: [{ kind: 'paragraph', words: [{ text: 'Second', strong: true }] }],
        },
      ],
    },
    { kind: 'heading', level: 2, id: 'prizes', words: [{ text: '2. Prizes' }] },
    summary('Cash.'),
    {
      kind: 'table',
      rows: [
        { header: true, cells: [[{ text: 'Prize' }], [{ text: 'Value' }]] },
        { header: false, cells: [[{ text: 'Cash' }], [{ text: '$' }, { text: '18' }]] },
      ],
    },
  ]);
});
