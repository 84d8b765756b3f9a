/**
 * The reading aids of a legal document: the plain-language "In short" summary at the start of
 * each section (`<InShort>…</InShort>`), and its defined terms, marked where they are defined
 * (`<Define>Sponsor</Define>`) and where an editor links a later use to that definition
 * (`<Term>Sponsor</Term>`, `<Term of="Promotion">Promotions</Term>`). Pure, so the check (the
 * text as written) and the Markdown pipeline (the text as the page shows it, smart punctuation and
 * references included) read them the same way.
 */
import { attributesOf, isTag, lineOf, type SyntaxNode } from './syntax-tree.ts';
import type { Finding } from '../problems.ts';
import { readHeading, type Heading } from './heading.ts';
import { isReadingAid } from '../editor-tags.ts';
import type { ValueText } from '../values.ts';
import { t, type Language } from '../../i18n/catalogue.ts';
import { collapseSpace } from '../../lib/collapse-space.ts';
import { idFromWords } from './section-numbers.ts';

/**
 * The longest summary in a text of `language`, in characters as a reader sees them (the
 * catalogue gives each language's, with the reason: the same 50 words run longer in Spanish).
 */
export const summaryMaxCharacters = (language: Language): number =>
  t(language).legalText.summaryLimit;

/** How long a `<Setting>` counts in a summary: settings change per site, so a fixed allowance. */
export const SETTING_ALLOWANCE = 20;

/** A `<Term>` whose term the document never defines, said alike by the content check and the Markdown pipeline. */
export function undefinedTerm(term: string, definedTerms: readonly string[]): Finding {
  return {
    problem: `<Term> links to "${term}", which this document never defines`,
    fix: definedTerms.length
      ? `mark its definition with <Define>${term}</Define>, or use one of the defined terms: ${definedTerms.join(', ')}`
      : `mark its definition with <Define>${term}</Define> where the document defines it`,
  };
}

export interface Summary {
  line: number;
  /** The summary's words, values included as `valueText` renders them. */
  text: string;
  /** The section it opens: its id and heading, or `undefined` for one before the first `##`. */
  section: Heading | undefined;
  /** Set when it sits after a `###` of its section (that subsection), or inside another element, instead of at the section's start. */
  misplaced: Heading | 'nested' | undefined;
}

interface TermMark {
  line: number;
  /** The term as it is defined: `Sponsor`, `Patrocinador`. */
  term: string;
  /** For a definition, the sentence that defines it, in plain text. */
  sentence?: string;
  /**
   * For a definition, its anchor: written in a translation (`anchor="term-sponsor"`), so it is
   * the English text's in every language; made from the term otherwise (`termId`).
   */
  anchor?: string;
}

export interface ReadingAids {
  /** Every `##` section and `###` subsection, in order. */
  headings: Heading[];
  summaries: Summary[];
  definitions: TermMark[];
  uses: TermMark[];
}

/** How terms are matched: `<Term>sponsor</Term>` and `<Define>Sponsor</Define>` name the same term. */
export const termKey = (term: string) => collapseSpace(term).toLowerCase();

/** The anchor of a term's definition: `Affidavit of Eligibility` → `term-affidavit-of-eligibility`. */
export const termId = (term: string) => `term-${idFromWords(term)}`;

/**
 * A leaf's words: text and inline code as written, a value component as `valueText` renders it;
 * `undefined` for another node.
 */
function leafWords(node: SyntaxNode, valueText: ValueText): string | undefined {
  if ((node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string')
    return node.value;
  return isTag(node) && node.name && !isReadingAid(node.name)
    ? valueText(node.name, attributesOf(node))
    : undefined;
}

/** Plain text of a node, with value components as `valueText` renders them. */
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'mdxJsxFlowElement',
]);

function plainText(node: SyntaxNode, valueText: ValueText): string {
  const words = leafWords(node, valueText);
  if (words !== undefined) return words;
  // Blocks are words apart; a sentence's runs are not.
  const inline = node.children?.every((child) => !BLOCKS.has(child.type));
  return (node.children ?? []).map((child) => plainText(child, valueText)).join(inline ? '' : ' ');
}

/** A node's words as a reader sees them, value components as `valueText` renders them. */
export const plainWords = (node: SyntaxNode, valueText: ValueText): string =>
  collapseSpace(plainText(node, valueText));

/**
 * The sentence of `text` around `offset`: from after the previous full stop to the next one. A
 * sentence starts with a capital letter, accented ones too, after an opening quote or bracket, or
 * after Spanish's opening `¿` and `¡`.
 */
function sentenceAround(text: string, offset: number): string {
  const ends = [...text.matchAll(/[.!?:;]["”»)]?\s+(?=["“«(¿¡]?\p{Lu})/gu)].map(
    (match) => match.index + match[0].length,
  );
  const start = ends.filter((end) => end <= offset).at(-1) ?? 0;
  const end = ends.find((candidate) => candidate > offset) ?? text.length;
  return collapseSpace(text.slice(start, end));
}

/** The term `define` marks, with the sentence of `block` it sits in. */
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

/**
 * Whether a definition's sentence is read from `node`: a paragraph, list item or table row, or a
 * tag that holds its words directly rather than in paragraphs.
 */
const isSentenceBlock = (node: SyntaxNode) =>
  node.type === 'paragraph' ||
  node.type === 'listItem' ||
  node.type === 'tableRow' ||
  (node.type === 'mdxJsxFlowElement' &&
    !node.children?.some((child) => child.type === 'paragraph'));

/** Reads a document's headings, summaries and terms from its syntax tree (`SourceOutline.tree`, or the Markdown pipeline's). */
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
    if (isTag(node) && node.name === 'InShort')
      aids.summaries.push({
        line: lineOf(node),
        text: plainWords(
          {
            ...node,
            children: (node.children ?? []).filter((child) => !child.data?.inShortLabel),
          },
          valueText,
        ),
        section,
        misplaced: topLevel ? subsection : 'nested',
      });
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

export interface LegalSection extends Heading {
  /** The "In short" summary at the section's start; empty when it has none. */
  summary: string;
  subsections: Heading[];
}

/** Each `##` section with an id, its summary and subsections, for the contents and the summary table. */
export function legalSections(aids: ReadingAids): LegalSection[] {
  const sections: LegalSection[] = [];
  for (const heading of aids.headings.filter(({ id }) => id !== undefined)) {
    const summary = aids.summaries.find(
      (candidate) => candidate.section === heading && !candidate.misplaced,
    );
    if (heading.depth === 3) sections.at(-1)?.subsections.push(heading);
    else sections.push({ ...heading, summary: summary?.text ?? '', subsections: [] });
  }
  return sections;
}
