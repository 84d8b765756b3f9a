// What changed between two versions, section by section; only numbers changing is a renumbering.
import { diffArrays, diffWords } from 'diff';
import { collapseSpace } from '../lib/collapse-space';
import type { SyntaxNode } from './text/syntax-tree';
import { readHeading, splitHeadingNumber, type Heading } from './text/section-numbers';

type BlockKind = 'paragraph' | 'item';

/** `byTarget`: each reference the build wrote read as its target, unchanged when numbers move. */
type Block = { kind: BlockKind; text: string; byTarget: string };

/** The text before the first heading has id `''` and depth 0. */
export type Section = Heading & { id: string; blocks: Block[] };

/** Not words a reader sees: the frontmatter and MDX expressions (comments). */
const UNSEEN = new Set(['yaml', 'mdxFlowExpression', 'mdxTextExpression']);

function wordsOf(node: SyntaxNode, byTarget: boolean): string {
  if (UNSEEN.has(node.type)) return '';
  if (node.type === 'break') return ' ';
  const reference = node.data?.reference;
  if (byTarget && reference) return `[${reference.to}]`;
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => wordsOf(child, byTarget)).join('');
}

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
    if (heading?.id && (heading.depth === 2 || heading.depth === 3))
      sections.push({ ...heading, id: heading.id, blocks: [] });
    else sections.at(-1)!.blocks.push(...blocksOf(node));
  }
  return sections[0]!.blocks.length ? sections : sections.slice(1);
}

type Change = 'same' | 'added' | 'removed';
type Piece = { text: string; change: Change };
export type BlockDiff = { kind: BlockKind; pieces: Piece[] };

export interface SectionDiff {
  heading: Heading;
  previousTitle?: string;
  /** `renumbered`: only numbers differ, the heading's or its references', not what it says. */
  change: 'same' | 'renumbered' | 'changed' | 'added' | 'removed';
  /** Its older number when its own moved, and whether its references' did. */
  renumbered?: { from: string | undefined; references: boolean };
  blocks: BlockDiff[];
}

const whole = ({ kind, text }: Block, change: Change) => ({ kind, pieces: [{ text, change }] });

const sameBlock = (a: Block, b: Block) => a.kind === b.kind && a.text === b.text;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Word-level changes when at least half the longer block's words survive; else it was replaced. */
function editOf(before: Block, after: Block): BlockDiff | undefined {
  if (before.kind !== after.kind) return undefined;
  const parts = diffWords(before.text, after.text);
  const kept = parts
    .filter((part) => !part.added && !part.removed)
    .reduce((total, part) => total + words(part.value), 0);
  if (kept * 2 < Math.max(words(before.text), words(after.text))) return undefined;
  const pieces = parts.map((part): Piece => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
  return { kind: after.kind, pieces };
}

function replaceRun(removed: Block[], added: Block[]): BlockDiff[] {
  const out: BlockDiff[] = [];
  let i = 0;
  let j = 0;
  while (i < removed.length && j < added.length) {
    const edit = editOf(removed[i]!, added[j]!);
    if (edit) {
      out.push(edit);
      i += 1;
      j += 1;
    } else if (added[j + 1] && editOf(removed[i]!, added[j + 1]!))
      out.push(whole(added[j++]!, 'added'));
    else out.push(whole(removed[i++]!, 'removed'));
  }
  return [
    ...out,
    ...removed.slice(i).map((block) => whole(block, 'removed')),
    ...added.slice(j).map((block) => whole(block, 'added')),
  ];
}

function diffBlocks(before: Block[], after: Block[]): BlockDiff[] {
  const out: BlockDiff[] = [];
  let removed: Block[] = [];
  for (const part of diffArrays(before, after, { comparator: sameBlock })) {
    if (part.removed) {
      removed = part.value;
      continue;
    }
    out.push(...replaceRun(removed, part.added ? part.value : []));
    if (!part.added) out.push(...part.value.map((block) => whole(block, 'same')));
    removed = [];
  }
  return [...out, ...replaceRun(removed, [])];
}

const sameByTarget = (before: Block[], after: Block[]) =>
  before.length === after.length &&
  before.every(
    (block, index) =>
      block.kind === after[index]!.kind && block.byTarget === after[index]!.byTarget,
  );

function compareSection(before: Section, after: Section): SectionDiff {
  const blocks = diffBlocks(before.blocks, after.blocks);
  const edited = blocks.some((block) => block.pieces.some((piece) => piece.change !== 'same'));
  const retitled = before.title !== after.title;
  if (!retitled && !edited) return { heading: after, change: 'same', blocks: [] };
  const sameWords =
    splitHeadingNumber(before.title).words === splitHeadingNumber(after.title).words;
  const moved = before.number !== after.number;
  if (sameWords && (moved || edited) && sameByTarget(before.blocks, after.blocks))
    return {
      heading: after,
      change: 'renumbered',
      renumbered: { from: moved ? before.number : undefined, references: edited },
      blocks: [],
    };
  return {
    heading: after,
    ...(retitled && { previousTitle: before.title }),
    change: 'changed',
    blocks,
  };
}

const alone = (section: Section, change: 'added' | 'removed'): SectionDiff => ({
  heading: section,
  change,
  blocks: section.blocks.map((block) => whole(block, change)),
});

/** The newer version's sections in order; a removed one after the section that preceded it. */
export function redline(before: Section[], after: Section[]): SectionDiff[] {
  const older = new Map(before.map((section) => [section.id, section]));
  const newerIds = new Set(after.map((section) => section.id));
  const diffs = after.map((section) => {
    const previous = older.get(section.id);
    return previous ? compareSection(previous, section) : alone(section, 'added');
  });
  let anchor = -1;
  for (const section of before) {
    if (!newerIds.has(section.id)) diffs.splice(++anchor, 0, alone(section, 'removed'));
    else
      anchor = diffs.findIndex(
        (diff) => diff.heading.id === section.id && diff.change !== 'removed',
      );
  }
  return diffs;
}
