/**
 * What changed between two versions of a legal document, section by section. Sections pair up
 * by id, so a renamed or moved section is compared with itself; inside a section, blocks
 * (paragraphs, list items) are aligned first and only then compared word by word, so a deleted
 * paragraph reads as deleted rather than as a jumble of word changes. A section whose only
 * difference is a number (its heading's, or those the build wrote into its references) is
 * renumbered, not changed: inserting one section early moves every number after it.
 */
import { diffArrays, diffWords } from 'diff';
import type { Block, BlockKind, Section } from './redline-sections';
import type { Heading } from './text/heading';
import { splitHeadingNumber } from './text/section-numbers';

type Change = 'same' | 'added' | 'removed';

interface Piece {
  text: string;
  change: Change;
}

export interface BlockDiff {
  kind: BlockKind;
  pieces: Piece[];
}

export interface SectionDiff {
  /** The section's heading in the newer version (the older one's for a removed section). */
  heading: Heading;
  /** The older title, when the section was renamed. */
  previousTitle?: string;
  /**
   * `renumbered`: only numbers differ, the heading's or those the build wrote into its
   * references, as after a section is inserted before it; not a change to what it says.
   */
  change: 'same' | 'renumbered' | 'changed' | 'added' | 'removed';
  /** For a renumbered section: its older number when its own moved, and whether its references' did. */
  renumbered?: { from: string | undefined; references: boolean };
  /** Empty for an unchanged or renumbered section, which is shown as a one-line note. */
  blocks: BlockDiff[];
}

const whole = (block: Block, change: Change): BlockDiff => ({
  kind: block.kind,
  pieces: [{ text: block.text, change }],
});

const sameBlock = (a: Block, b: Block) => a.kind === b.kind && a.text === b.text;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The word-level changes from one block to the other, when they are edits of each other: at
 * least half of the longer one's words survive. Otherwise `undefined`: one replaced the other.
 */
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

/** Pairs a run of removed blocks with the run of added blocks that replaced it. */
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
    } else if (added[j + 1] && editOf(removed[i]!, added[j + 1]!)) {
      out.push(whole(added[j++]!, 'added'));
    } else {
      out.push(whole(removed[i++]!, 'removed'));
    }
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

/** Whether two runs of blocks say the same once each reference is read as its target. */
const sameByTarget = (before: Block[], after: Block[]) =>
  before.length === after.length &&
  before.every(
    (block, index) =>
      block.kind === after[index]!.kind && block.byTarget === after[index]!.byTarget,
  );

function compareSection(before: Section, after: Section): SectionDiff {
  const blocks = diffBlocks(before.blocks, after.blocks);
  const edited = blocks.some((block) => block.pieces.some((piece) => piece.change !== 'same'));
  const section = { heading: after };
  if (before.title === after.title && !edited) return { ...section, change: 'same', blocks: [] };
  const sameWords =
    splitHeadingNumber(before.title).words === splitHeadingNumber(after.title).words;
  const moved = before.number !== after.number;
  if (sameWords && (moved || edited) && sameByTarget(before.blocks, after.blocks))
    return {
      ...section,
      change: 'renumbered',
      renumbered: { from: moved ? before.number : undefined, references: edited },
      blocks: [],
    };
  return {
    ...section,
    ...(before.title !== after.title && { previousTitle: before.title }),
    change: 'changed',
    blocks,
  };
}

const alone = (section: Section, change: 'added' | 'removed'): SectionDiff => ({
  heading: section,
  change,
  blocks: section.blocks.map((block) => whole(block, change)),
});

/**
 * The newer version's sections in order, each compared with the older section of the same id.
 * A removed section appears after the section that preceded it in the older version.
 */
export function redline(before: Section[], after: Section[]): SectionDiff[] {
  const older = new Map(before.map((section) => [section.id, section]));
  const newerIds = new Set(after.map((section) => section.id));
  const diffs = after.map((section) => {
    const previous = older.get(section.id);
    return previous ? compareSection(previous, section) : alone(section, 'added');
  });
  let anchor = -1;
  for (const section of before) {
    if (newerIds.has(section.id)) {
      anchor = diffs.findIndex(
        (diff) => diff.heading.id === section.id && diff.change !== 'removed',
      );
      continue;
    }
    diffs.splice(++anchor, 0, alone(section, 'removed'));
  }
  return diffs;
}
