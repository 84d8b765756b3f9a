/**
 * Splits a legal text's resolved tree (markdown/resolved-tree.ts) into its sections (one per `##`
 * or `###` heading with an id) and each section into blocks of plain text: the units the redline
 * compares. Block structure is kept (a list item stays an item, a table row is one block) so the
 * comparison reads like the document.
 */
import { collapseSpace } from '../lib/collapse-space';
import type { SyntaxNode } from './text/syntax-tree';
import { readHeading, type Heading } from './text/heading';

export type BlockKind = 'paragraph' | 'item';

export interface Block {
  kind: BlockKind;
  text: string;
  /**
   * The text with each reference the build wrote ("Section 3", the 1 and 4 of "Sections 1 through
   * 4") replaced by the section it names: the same in two versions whose block differs only in the
   * numbers the build wrote.
   */
  byTarget: string;
}

/** A section's heading and blocks; the text before the first heading has id `''` and depth 0. */
export interface Section extends Heading {
  id: string;
  blocks: Block[];
}

/** Nodes whose value is not words a reader sees: the frontmatter and MDX expressions (comments). */
const UNSEEN = new Set(['yaml', 'mdxFlowExpression', 'mdxTextExpression']);

function wordsOf(node: SyntaxNode, byTarget: boolean): string {
  if (UNSEEN.has(node.type)) return '';
  // A line break separates words as a space would.
  if (node.type === 'break') return ' ';
  const reference = node.data?.reference;
  if (byTarget && reference) return `[${reference.to}]`;
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => wordsOf(child, byTarget)).join('');
}

/** A block of `kind` with the nodes' words; none when they have none. */
function blockOf(kind: BlockKind, nodes: readonly SyntaxNode[], separator = ''): Block[] {
  const words = (byTarget: boolean) =>
    collapseSpace(nodes.map((node) => wordsOf(node, byTarget)).join(separator));
  const text = words(false);
  return text ? [{ kind, text, byTarget: words(true) }] : [];
}

function blocksOf(node: SyntaxNode): Block[] {
  const children = node.children ?? [];
  switch (node.type) {
    case 'list':
      // An item's own words, then the items of the lists inside it.
      return children.flatMap((item) => {
        const inner = item.children ?? [];
        const lists = inner.filter((child) => child.type === 'list');
        const own = inner.filter((child) => child.type !== 'list');
        return [...blockOf('item', own, ' '), ...lists.flatMap(blocksOf)];
      });
    case 'table':
      return children.map((row) => {
        const cells = (byTarget: boolean) =>
          (row.children ?? []).map((cell) => collapseSpace(wordsOf(cell, byTarget))).join(' | ');
        return { kind: 'paragraph', text: cells(false), byTarget: cells(true) };
      });
    case 'blockquote':
    case 'mdxJsxFlowElement':
      return children.flatMap(blocksOf);
    default:
      return blockOf('paragraph', [node]);
  }
}

export function splitSections(tree: SyntaxNode): Section[] {
  const opening = { depth: 0, id: '', number: undefined, annex: false, title: '', line: 1 };
  const sections: Section[] = [{ ...opening, blocks: [] }];
  for (const node of tree.children ?? []) {
    const heading = node.type === 'heading' ? readHeading(node) : undefined;
    if (heading?.id && (heading.depth === 2 || heading.depth === 3)) {
      sections.push({ ...heading, id: heading.id, blocks: [] });
    } else {
      sections.at(-1)!.blocks.push(...blocksOf(node));
    }
  }
  return sections[0]!.blocks.length ? sections : sections.slice(1);
}
