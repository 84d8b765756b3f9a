/**
 * Splits a legal document's rendered HTML into its sections (one per `h2`/`h3` with an id) and
 * each section into blocks of plain text: the units the redline compares. Block structure is kept
 * (a list item stays an item) so the comparison reads like the document.
 */
import { ELEMENT_NODE, TEXT_NODE, parse, type ElementNode } from 'ultrahtml';
import { collapseSpace, decodeEntities } from '../lib/html-text';

export type BlockKind = 'paragraph' | 'item';

export interface Block {
  kind: BlockKind;
  text: string;
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

function htmlTextOf(node: HtmlNode, skip: (element: ElementNode) => boolean = () => false): string {
  if (node.type === TEXT_NODE) return decodeEntities(node.value ?? '');
  if (node.type !== ELEMENT_NODE) return '';
  const element = node as ElementNode;
  // A popover repeats text shown elsewhere (a term's definition): not part of the block's words.
  if (skip(element) || 'popover' in element.attributes) return '';
  // A line break separates words as a space would.
  if (element.name === 'br') return ' ';
  return element.children.map((child) => htmlTextOf(child, skip)).join('');
}

function blocksOf(element: ElementNode): Block[] {
  if (element.name === 'li') {
    const own = collapseSpace(
      htmlTextOf(element, (inner) => inner !== element && LISTS.has(inner.name)),
    );
    const nested = element.children.filter(
      (child): child is ElementNode => child.type === ELEMENT_NODE && LISTS.has(child.name),
    );
    return [...(own ? [{ kind: 'item' as const, text: own }] : []), ...nested.flatMap(blocksOf)];
  }
  if (element.name === 'tr') {
    const cells = element.children.filter(
      (child): child is ElementNode => child.type === ELEMENT_NODE,
    );
    return [
      { kind: 'paragraph', text: cells.map((cell) => collapseSpace(htmlTextOf(cell))).join(' | ') },
    ];
  }
  if (CONTAINERS.has(element.name)) {
    return element.children
      .filter((child): child is ElementNode => child.type === ELEMENT_NODE)
      .flatMap(blocksOf);
  }
  const text = collapseSpace(htmlTextOf(element));
  return text ? [{ kind: 'paragraph', text }] : [];
}

export function splitSections(html: string): Section[] {
  const sections: Section[] = [{ id: '', level: 0, title: '', blocks: [] }];
  for (const node of parse(html).children as HtmlNode[]) {
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
