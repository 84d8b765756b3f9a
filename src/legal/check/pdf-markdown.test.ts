/**
 * The check refuses exactly the Markdown the PDF stage cannot set: each snippet is compiled as
 * the build compiles a legal text, and both checked and laid out as the PDF lays it out; the two
 * must agree.
 */
import { describe, expect, it } from 'vitest';
import { loadLegalText } from '../collections';
import { textPlace } from '../files';
import { compileLegalTexts } from '../library/legal-folder';
import { LEGAL_DIR, versionSource } from '../library/legal-sources.fixture';
import { versionBlocks } from '../pdf/version-blocks';
import { parseSiteSettings } from '../../config/settings';

const FILE = `${LEGAL_DIR}/terms.mdx`;
/** The line the snippet starts on: after the frontmatter, the heading and the summary. */
const SNIPPET_LINE = 17;

/**
 * A Terms of Service whose one section holds `snippet`, compiled as the build compiles it: its
 * problems, and its tree as the PDF reads it. The section's summary is written unless the snippet
 * is about summaries.
 */
async function compiled(snippet: string) {
  const summary = snippet.includes('<InShort>') ? '' : '<InShort>In short.</InShort>\n\n';
  const source = versionSource({
    date: '2025-03-12',
    body: `The <Define>Services</Define> are ours.\n\n## 1. Words {#words}\n\n${summary}${snippet}\n`,
  });
  const [text] = await compileLegalTexts(
    [{ source, data: loadLegalText(textPlace(LEGAL_DIR, FILE)!, source) }],
    new URL('file:///fixture/'),
    LEGAL_DIR,
    parseSiteSettings({}),
  );
  expect(text!.problems).toEqual([]);
  return text!.meta;
}

/** The PDF's blocks of the compiled text, laid out as the PDF stage lays them out. */
const blocks = (tree: Awaited<ReturnType<typeof compiled>>['tree']) =>
  versionBlocks({ file: FILE, tree, pageUrl: 'https://example.com/terms' });

/** What the PDF stage says of the text, if it cannot set it. */
function pdfRefusal(tree: Awaited<ReturnType<typeof compiled>>['tree']): string | undefined {
  try {
    blocks(tree);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const refused = {
  'a quotation': '> We quote.',
  'a fenced block': '```\nwords\n```',
  'a horizontal rule': 'Words.\n\n***\n\nMore words.',
  'an image': 'See ![the logo](/logo.png).',
  'struck-through words': 'Words ~~gone~~ here.',
  'a footnote': 'Words.[^1]\n\n[^1]: A note.',
  'a reference-style link': 'See [our terms][terms].\n\n[terms]: /terms',
  'a value tag on its own line': '<Setting name="brandName" />',
  'a term on its own line': '<Term>Services</Term>',
};

const accepted = {
  'words, bold, italics, code and a link':
    'Words **bold** *italic* `code` [link](https://a.example).',
  'a list': '- one\n- two',
  'a table': '| A | B |\n|---|---|\n| 1 | 2 |',
  'a one-line summary': '<InShort>In short.</InShort>',
  'a summary of paragraphs': '<InShort>\n\nFirst.\n\nSecond.\n\n</InShort>',
  'a lettered list': '<Lettered>\n\n- one\n- two\n\n</Lettered>',
  'a value tag in a sentence': 'We are <Setting name="brandName" />.',
};

describe('refuses what the PDF cannot set, at its line', () => {
  it.each(Object.entries(refused))('%s', async (_, snippet) => {
    const meta = await compiled(snippet);
    expect(meta.problems[0]?.line).toBeGreaterThanOrEqual(SNIPPET_LINE);
    // Only the PDF's problems: the snippet is otherwise a valid legal text.
    for (const { problem } of meta.problems) expect(problem).toMatch(/PDF/);
    expect(pdfRefusal(meta.tree)).toBeDefined();
  });
});

it('refuses words inside <Lettered> other than its list, which the PDF leaves out', async () => {
  const meta = await compiled('<Lettered>\n\nIntroduction.\n\n- one\n- two\n\n</Lettered>');
  expect(meta.problems.map(({ line }) => line)).toEqual([SNIPPET_LINE + 2]);
  expect(JSON.stringify(blocks(meta.tree))).not.toContain('Introduction');
});

describe('accepts what the PDF sets', () => {
  it.each(Object.entries(accepted))('%s', async (_, snippet) => {
    const meta = await compiled(snippet);
    expect(meta.problems).toEqual([]);
    expect(pdfRefusal(meta.tree)).toBeUndefined();
  });
});
