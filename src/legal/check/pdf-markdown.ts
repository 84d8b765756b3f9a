// Markdown the PDF cannot show, refused at its line before the PDF stage would stop on it.
import { isEditorTag, selfClosingExample } from '../editor-tags.ts';
import { lineOf, type SyntaxNode } from '../text/syntax-tree.ts';
import type { Finding, Problem } from '../problems.ts';

const BLOCKS = new Set(['yaml', 'mdxFlowExpression', 'paragraph', 'heading', 'list', 'table']);
const BLOCK_TAGS = new Set(['InShort', 'Lettered']);
const WORDS = new Set('text inlineCode break strong emphasis link mdxTextExpression'.split(' '));

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

// MDX runs an `import` or `export` line as code, which the registered words would not show.
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

  const blocks = (nodes: readonly SyntaxNode[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxjsEsm') report(node, esmLine(node));
      else if (node.type === 'mdxJsxFlowElement') {
        const misplaced = misplacedTag(node, false);
        const children = node.children ?? [];
        if (misplaced) report(node, misplaced);
        else if (node.name === 'Lettered') lettered(children);
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
