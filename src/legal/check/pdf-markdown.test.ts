/**
 * The check refuses exactly the Markdown the PDF stage cannot set: each snippet is both checked
 * and laid out as the PDF lays it out, and the two must agree.
 */
import { describe, expect, it } from 'vitest';
import { readOutline } from '../source/outline';
import { resolvedTerms } from '../markdown/resolved-tree.fixture';
import { versionBlocks } from '../pdf/version-blocks';
import { lintPdfMarkdown } from './pdf-markdown';

const text = (body: string) => `---\ntitle: T\n---\n\n${body}\n`;

/** The PDF's blocks of `body`, from its resolved tree as the PDF stage reads it. */
const blocks = async (body: string) =>
  versionBlocks({
    file: 'terms.mdx',
    tree: await resolvedTerms(body),
    pageUrl: 'https://example.com/terms',
  });

/** What the PDF stage (resolving the text, then laying it out) says of the text, if it cannot set it. */
async function pdfRefusal(body: string): Promise<string | undefined> {
  try {
    await blocks(body);
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
  it.each(Object.entries(refused))('%s', async (_, body) => {
    const [problem] = lintPdfMarkdown(readOutline(text(body)).tree);
    expect(problem?.line).toBeGreaterThanOrEqual(5);
    expect(await pdfRefusal(body)).toBeDefined();
  });
});

it('refuses words inside <Lettered> other than its list, which the PDF leaves out', async () => {
  const body = '<Lettered>\n\nIntroduction.\n\n- one\n- two\n\n</Lettered>';
  expect(lintPdfMarkdown(readOutline(text(body)).tree).map(({ line }) => line)).toEqual([7]);
  expect(JSON.stringify(await blocks(body))).not.toContain('Introduction');
});

describe('accepts what the PDF sets', () => {
  it.each(Object.entries(accepted))('%s', async (_, body) => {
    expect(lintPdfMarkdown(readOutline(text(body)).tree)).toEqual([]);
    expect(await pdfRefusal(body)).toBeUndefined();
  });
});
