// The "In short" summaries and defined terms, read alike by the check and the page.
import { attributesOf, isTag, lineOf, type SyntaxNode } from './syntax-tree.ts';
import { isReadingAid, type ValueText } from '../values.ts';
import { collapseSpace } from '../../lib/collapse-space.ts';
import { idFromWords, readHeading, type Heading } from './section-numbers.ts';

export interface Summary {
  line: number;
  text: string;
  /** `undefined` for one before the first `##`. */
  section: Heading | undefined;
  /** A `###` of its section it sits after, or `'nested'` inside another element. */
  misplaced: Heading | 'nested' | undefined;
}

interface TermMark {
  line: number;
  term: string;
  sentence?: string;
  /** Written in a translation, so it is the English text's in every language; else `termId`. */
  anchor?: string;
}

export interface ReadingAids {
  headings: Heading[];
  summaries: Summary[];
  definitions: TermMark[];
  uses: TermMark[];
}

/** `<Term>sponsor</Term>` and `<Define>Sponsor</Define>` name the same term. */
export const termKey = (term: string) => collapseSpace(term).toLowerCase();
export const termId = (term: string) => `term-${idFromWords(term)}`;

function leafWords(node: SyntaxNode, valueText: ValueText): string | undefined {
  if ((node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string')
    return node.value;
  return isTag(node) && node.name && !isReadingAid(node.name)
    ? valueText(node.name, attributesOf(node))
    : undefined;
}

const BLOCKS = new Set(
  'paragraph heading list listItem table tableRow tableCell mdxJsxFlowElement'.split(' '),
);

function plainText(node: SyntaxNode, valueText: ValueText): string {
  const words = leafWords(node, valueText);
  if (words !== undefined) return words;
  // Blocks are words apart; a sentence's runs are not.
  const inline = node.children?.every((child) => !BLOCKS.has(child.type));
  return (node.children ?? []).map((child) => plainText(child, valueText)).join(inline ? '' : ' ');
}

export const plainWords = (node: SyntaxNode, valueText: ValueText): string =>
  collapseSpace(plainText(node, valueText));

/** A sentence starts with a capital, maybe after a quote, a bracket or Spanish's `¿` and `¡`. */
function sentenceAround(text: string, offset: number): string {
  const ends = [...text.matchAll(/[.!?:;]["”»)]?\s+(?=["“«(¿¡]?\p{Lu})/gu)].map(
    (match) => match.index + match[0].length,
  );
  const start = ends.filter((end) => end <= offset).at(-1) ?? 0;
  const end = ends.find((candidate) => candidate > offset) ?? text.length;
  return collapseSpace(text.slice(start, end));
}

function definitionIn(block: SyntaxNode, define: SyntaxNode, valueText: ValueText): TermMark {
  let text = '';
  let offset = 0;
  const walk = (node: SyntaxNode) => {
    if (node === define) offset = text.length;
    const words = leafWords(node, valueText);
    if (words === undefined) node.children?.forEach(walk);
    else text += words;
  };
  walk(block);
  const term = plainWords(define, valueText);
  return {
    line: lineOf(define),
    term,
    sentence: sentenceAround(text, offset),
    anchor: attributesOf(define)['anchor'] ?? termId(term),
  };
}

const isSentenceBlock = (node: SyntaxNode) =>
  ['paragraph', 'listItem', 'tableRow'].includes(node.type) ||
  (node.type === 'mdxJsxFlowElement' && !node.children?.some(({ type }) => type === 'paragraph'));

export function readReadingAids(tree: SyntaxNode, valueText: ValueText): ReadingAids {
  const aids: ReadingAids = { headings: [], summaries: [], definitions: [], uses: [] };
  let section: Heading | undefined;
  let subsection: Heading | undefined;
  let block: SyntaxNode | undefined;

  const visit = (node: SyntaxNode, topLevel: boolean) => {
    if (node.type === 'heading') {
      if (node.depth !== 2 && node.depth !== 3) return;
      const heading = readHeading(node);
      aids.headings.push(heading);
      if (heading.depth === 2) section = heading;
      subsection = heading.depth === 3 ? heading : undefined;
      return;
    }
    if (isTag(node) && node.name === 'InShort') {
      const children = (node.children ?? []).filter((child) => !child.data?.inShortLabel);
      const text = plainWords({ ...node, children }, valueText);
      const misplaced = topLevel ? subsection : 'nested';
      aids.summaries.push({ line: lineOf(node), text, section, misplaced });
    }
    if (node.type === 'mdxJsxTextElement' && node.name === 'Define' && block)
      aids.definitions.push(definitionIn(block, node, valueText));
    if (node.type === 'mdxJsxTextElement' && node.name === 'Term')
      aids.uses.push({
        line: lineOf(node),
        term: collapseSpace(attributesOf(node)['of'] ?? plainText(node, valueText)),
      });
    const outer = block;
    if (isSentenceBlock(node)) block = node;
    node.children?.forEach((child) => visit(child, false));
    block = outer;
  };
  tree.children?.forEach((child) => visit(child, true));
  return aids;
}

export type LegalSection = Heading & { summary: string; subsections: Heading[] };

export function legalSections(aids: ReadingAids): LegalSection[] {
  const sections: LegalSection[] = [];
  for (const heading of aids.headings.filter(({ id }) => id !== undefined)) {
    const summary = aids.summaries.find((entry) => entry.section === heading && !entry.misplaced);
    if (heading.depth === 3) sections.at(-1)?.subsections.push(heading);
    else sections.push({ ...heading, summary: summary?.text ?? '', subsections: [] });
  }
  return sections;
}
