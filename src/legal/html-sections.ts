/**
 * Splits a legal document's rendered HTML into its sections (one per `h2`/`h3` with an id) and
 * each section into blocks of plain text: the units the redline compares. Block structure is kept
 * (a list item stays an item) so the comparison reads like the document.
 */
import { ELEMENT_NODE, TEXT_NODE, parse, type DocumentNode, type ElementNode } from 'ultrahtml';
import { collapseSpace, decodeEntities } from '../lib/html-text';
import { languages, t } from '../i18n/catalogue';

export type BlockKind = 'paragraph' | 'item';

export interface Block {
  kind: BlockKind;
  text: string;
  /**
   * The text with each cross-reference's number ("Section 3", the 1 and 4 of "Sections 1 through
   * 4") replaced by the address it links to: the same in two versions whose block differs only in
   * the numbers the build wrote.
   */
  byTarget: string;
}

export interface Section {
  /** The heading's id; `''` for the text before the first heading. */
  id: string;
  /** 2 or 3 for sections; 0 for the opening text. */
  level: number;
  title: string;
  blocks: Block[];
}

type HtmlNode = ElementNode | { type: number; value?: string; children?: HtmlNode[] };

const CONTAINERS = new Set([
  'div',
  'section',
  'blockquote',
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'aside',
]);
const LISTS = new Set(['ul', 'ol']);

/** The words a reference names a section or an annex with, in every language: `Section`, `Anexo`. */
const referenceNames = languages.flatMap((language) => {
  const words = t(language).legalText;
  return [words.section('').trim(), words.annex];
});

/**
 * What a `<Ref>` renders: a link into a section whose words are only its number. Editors cannot
 * type one by hand (the content check asks for `<Ref>` instead), so the build wrote it.
 */
const REFERENCE_WORDS = new RegExp(
  `^(?:(?:${referenceNames.join('|')}) )?(?:\\d+(?:\\.\\d+)*|[A-Z])$`,
);

interface TextOptions {
  skip?: ((element: ElementNode) => boolean) | undefined;
  /** Write each reference as the address it links to, instead of its number. */
  byTarget?: boolean;
}

function htmlTextOf(node: HtmlNode, options: TextOptions = {}): string {
  if (node.type === TEXT_NODE) return decodeEntities(node.value ?? '');
  if (node.type !== ELEMENT_NODE) return '';
  const element = node as ElementNode;
  // A popover repeats text shown elsewhere (a term's definition): not part of the block's words.
  if (options.skip?.(element) || 'popover' in element.attributes) return '';
  // A line break separates words as a space would.
  if (element.name === 'br') return ' ';
  const text = element.children.map((child) => htmlTextOf(child, options)).join('');
  const href = element.attributes['href'] ?? '';
  if (options.byTarget && element.name === 'a' && href.includes('#') && REFERENCE_WORDS.test(text))
    return `[${href}]`;
  return text;
}

/** A block of `kind` from the element's text, skipping what `skip` names; none when it is empty. */
function blockOf(kind: BlockKind, element: ElementNode, skip?: TextOptions['skip']): Block[] {
  const text = collapseSpace(htmlTextOf(element, { skip }));
  const byTarget = collapseSpace(htmlTextOf(element, { skip, byTarget: true }));
  return text ? [{ kind, text, byTarget }] : [];
}

function blocksOf(element: ElementNode): Block[] {
  if (element.name === 'li') {
    const own = blockOf('item', element, (inner) => inner !== element && LISTS.has(inner.name));
    const nested = element.children.filter(
      (child): child is ElementNode => child.type === ELEMENT_NODE && LISTS.has(child.name),
    );
    return [...own, ...nested.flatMap(blocksOf)];
  }
  if (element.name === 'tr') {
    const cells = element.children.filter(
      (child): child is ElementNode => child.type === ELEMENT_NODE,
    );
    const row = (byTarget: boolean) =>
      cells.map((cell) => collapseSpace(htmlTextOf(cell, { byTarget }))).join(' | ');
    return [{ kind: 'paragraph', text: row(false), byTarget: row(true) }];
  }
  if (CONTAINERS.has(element.name)) {
    return element.children
      .filter((child): child is ElementNode => child.type === ELEMENT_NODE)
      .flatMap(blocksOf);
  }
  return blockOf('paragraph', element);
}

export function splitSections(html: string): Section[] {
  const sections: Section[] = [{ id: '', level: 0, title: '', blocks: [] }];
  for (const node of (parse(html) as DocumentNode).children as HtmlNode[]) {
    if (node.type !== ELEMENT_NODE) continue;
    const element = node as ElementNode;
    const level = /^h([23])$/.exec(element.name)?.[1];
    if (level && element.attributes['id']) {
      sections.push({
        id: element.attributes['id'],
        level: Number(level),
        title: collapseSpace(htmlTextOf(element)),
        blocks: [],
      });
    } else {
      sections.at(-1)!.blocks.push(...blocksOf(element));
    }
  }
  return sections[0]!.blocks.length ? sections : sections.slice(1);
}
