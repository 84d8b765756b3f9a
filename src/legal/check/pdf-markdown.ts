/**
 * Markdown the PDF of the version cannot show. First, `import` and `export` lines: MDX reads a
 * line starting with either word as JavaScript and runs it when the page is built, so a text could
 * load code, or change what the page shows without it being in the words that are registered; no
 * stage after the check can show such a line either. Then what a page would show but the PDF
 * cannot: a quotation, a fenced code block, a horizontal rule, an image, footnotes,
 * reference-style links, struck-through words, and an editors' tag where it cannot stand. The PDF
 * stage (`pdf/version-blocks.ts`) sets exactly paragraphs, headings, lists, tables, summaries and
 * lettered lists, with words, bold, italics, links and the inline tags inside them; anything else
 * stops it long after the check (or, inside <Lettered>, is left out of it), so the check refuses
 * it first, at its line. The test lays out every kind as the PDF does, to keep the two lists one.
 */
import { isEditorTag, selfClosingExample } from '../editor-tags.ts';
import { lineOf, type SyntaxNode } from '../text/syntax-tree.ts';
import type { Finding, Problem } from '../problems.ts';

/** Blocks the PDF sets: a summary or a lettered list is a block tag, every other tag stands in a sentence. */
const BLOCKS = new Set(['yaml', 'mdxFlowExpression', 'paragraph', 'heading', 'list', 'table']);
const BLOCK_TAGS = new Set(['InShort', 'Lettered']);
/** What the PDF sets inside a block's words. */
const WORDS = new Set([
  'text',
  'inlineCode',
  'break',
  'strong',
  'emphasis',
  'link',
  'mdxTextExpression',
]);

const IMAGE: Finding = {
  problem: 'an image ("![…](…)") is not something the legal texts or their PDFs can show',
  fix: 'remove it: the legal texts are words only',
};
const FOOTNOTE: Finding = {
  problem: 'a footnote ("[^…]") is not something the PDF can show',
  fix: 'write the note as a sentence in the text',
};
const REFERENCE_LINK: Finding = {
  problem: 'a reference-style link ("[words][name]") is not something the PDF can show',
  fix: 'write the link in one piece: [words](/address)',
};

/** Each kind of Markdown the PDF cannot set, by its node type, in the editor's words. */
const KINDS: Record<string, Finding> = {
  blockquote: {
    problem: 'a quotation marked with ">" is not something the PDF can show',
    fix: 'remove the ">" and write it as a paragraph, in quotation marks if it quotes',
  },
  code: {
    problem: 'a block fenced with ``` is read as code, which the PDF cannot show',
    fix: 'remove the ``` lines: write it as a paragraph',
  },
  thematicBreak: {
    problem: 'a line of "---", "***" or "___" is a horizontal rule, which the PDF cannot show',
    fix: 'remove it: the headings separate the sections',
  },
  delete: {
    problem: 'words struck through with "~~" are not something the PDF can show',
    fix: 'remove the "~~" and the words: the comparison of versions shows what a version deleted',
  },
  image: IMAGE,
  imageReference: IMAGE,
  footnoteReference: FOOTNOTE,
  footnoteDefinition: FOOTNOTE,
  linkReference: REFERENCE_LINK,
  definition: REFERENCE_LINK,
};

/** An `import` or `export` line, which can only stand at the top level of an MDX file. */
function esmLine(node: SyntaxNode): Finding {
  const keyword = /^\s*(\w+)/.exec(String(node.value))?.[1] ?? 'import';
  return {
    problem: `a line starting with "${keyword}" is read as code, which a legal text cannot hold`,
    fix: `remove the line, or reword it so that it does not start with "${keyword}": a legal text loads nothing, and its tags need no import`,
  };
}

function misplacedTag(node: SyntaxNode, inBlock: boolean): Finding | undefined {
  const name = node.name ?? '';
  // A tag the legal texts cannot use is reported as that, by the body check.
  if (!isEditorTag(name)) return undefined;
  if (!inBlock && !BLOCK_TAGS.has(name))
    return {
      problem: `<${name}> stands on a line of its own, where the PDF cannot show it`,
      fix: `put it inside a sentence${selfClosingExample(name) ? '' : `, around the words it marks`}`,
    };
  // An "In short" inside a sentence is reported by the reading-aids check.
  if (inBlock && name === 'Lettered')
    return {
      problem: '<Lettered> is inside a sentence, where the PDF cannot show its list',
      fix: 'put <Lettered> on its own line before the list and </Lettered> on its own line after it',
    };
  return undefined;
}

export function lintPdfMarkdown(tree: SyntaxNode): Problem[] {
  const problems: Problem[] = [];
  const report = (node: SyntaxNode, finding: Finding) =>
    problems.push({ line: lineOf(node), ...finding });
  const unknown = (node: SyntaxNode): Finding =>
    KINDS[node.type] ?? {
      problem: `this Markdown (${node.type}) is not something the PDF can show`,
      fix: 'write it as a paragraph, a list or a table',
    };

  /** Nodes where the PDF sets blocks: the text, a list item, a summary. */
  const blocks = (nodes: readonly SyntaxNode[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxjsEsm') report(node, esmLine(node));
      else if (node.type === 'mdxJsxFlowElement') {
        const misplaced = misplacedTag(node, false);
        const children = node.children ?? [];
        if (misplaced) report(node, misplaced);
        else if (node.name === 'Lettered') lettered(children);
        // Written on one line, a summary's words are its children, with no paragraph around them.
        else if (children.some((child) => child.type === 'paragraph')) blocks(children);
        else words(children);
      } else if (!BLOCKS.has(node.type)) report(node, unknown(node));
      else if (node.type === 'list')
        for (const item of node.children ?? []) blocks(item.children ?? []);
      else if (node.type === 'table')
        for (const row of node.children ?? [])
          for (const cell of row.children ?? []) words(cell.children ?? []);
      else words(node.children ?? []);
    }
  };
  /** Inside <Lettered>, the PDF sets its lists and nothing else. */
  const lettered = (nodes: readonly SyntaxNode[]) => {
    for (const node of nodes) {
      if (node.type === 'list') blocks([node]);
      else
        report(node, {
          problem: '<Lettered> holds something other than its list, which the PDF would leave out',
          fix: 'move it out of <Lettered>: only the list goes between <Lettered> and </Lettered>',
        });
    }
  };
  /** Nodes where the PDF sets words: a paragraph, a heading, a table cell. */
  const words = (nodes: readonly SyntaxNode[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxJsxTextElement') {
        const misplaced = misplacedTag(node, true);
        if (misplaced) report(node, misplaced);
        else words(node.children ?? []);
      } else if (!WORDS.has(node.type)) report(node, unknown(node));
      else words(node.children ?? []);
    }
  };
  blocks(tree.children ?? []);
  return problems;
}
