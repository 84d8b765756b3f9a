/**
 * A legal text's page as HTML, written from its resolved tree (markdown/resolved-tree.ts), the
 * tree its PDF and comparisons read, so the page shows what they show. Markdown becomes HTML as
 * Astro's own Markdown would write it; the editors' tags become what a reader sees: a `<Term>` a
 * link to its definition with the defining sentence in a popover shown on interest (hover or
 * focus, `interestfor`, no script; a tap follows the link), a `<Define>` the anchor its uses link
 * to, an `<InShort>` an aside labelled as not part of the document, a `<Lettered>` list counted
 * (a), (b), (c). Each table scrolls sideways in a labelled region of its own that takes keyboard
 * focus, so a narrow screen scrolls the table, never the page. The section headings are left to
 * the page (SectionHeading.astro): their links name the page's own address.
 */
import type { Element, ElementContent, Properties, RootContent } from 'hast';
import type { Table } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import {
  defaultHandlers,
  toHast,
  type Handler,
  type Handlers,
  type State,
} from 'mdast-util-to-hast';
import { attributesOf, type SyntaxNode } from '../markdown/syntax-tree';
import type { RenderedTagName } from '../editor-tags';

/** The page in order: runs of HTML, and the `##` and `###` headings between them. */
export type PagePart =
  | { html: string }
  | { heading: { as: 'h2' | 'h3'; id: string | undefined; title: string; html: string } };

const element = (tagName: string, properties: Properties, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const text = (value: string): ElementContent => ({ type: 'text', value });

type TagHtml = (state: State, node: SyntaxNode) => ElementContent[];

/** Each editors' tag left in the resolved tree (the others are words there), as the page shows it. */
const tags: Record<string, TagHtml> = {
  Term(state, node) {
    // The reading aids gave every use its definition and a popover id of its own.
    const { term = '', definition = '', anchor, tip } = attributesOf(node);
    return [
      element('a', { href: `#${anchor}`, className: ['term'], interestfor: tip }, state.all(node)),
      element('span', { popover: 'hint', id: tip, className: ['term-tip'], role: 'tooltip' }, [
        element('strong', {}, [text(term)]),
        text(`: ${definition}`),
      ]),
    ];
  },
  Define: (state, node) => [
    element(
      'dfn',
      { id: attributesOf(node)['anchor'], className: ['term-definition'] },
      state.all(node),
    ),
  ],
  Lettered: (state, node) => [
    element('div', { className: ['lettered'] }, state.wrap(state.all(node), false)),
  ],
  InShort(state, node) {
    // The resolved tree opens a summary with its label, as a paragraph.
    const [label, ...words] = state.all(node);
    const labelId = `in-short-${attributesOf(node)['section']}`;
    return [
      element('aside', { className: ['in-short'], role: 'note', ariaLabelledBy: [labelId] }, [
        { ...(label as Element), properties: { className: ['in-short-label'], id: labelId } },
        element('div', { className: ['in-short-text'] }, state.wrap(words, false)),
      ]),
    ];
  },
} satisfies Record<RenderedTagName, TagHtml>;

const tag: Handler = (state, node: SyntaxNode) => {
  const write = tags[node.name ?? ''];
  if (!write) throw new Error(`A legal page cannot show <${node.name}>`);
  return write(state, node);
};

const handlers = {
  mdxJsxFlowElement: tag,
  mdxJsxTextElement: tag,
  // Comments, `{/* … */}`, show nothing.
  mdxFlowExpression: () => undefined,
  mdxTextExpression: () => undefined,
  // The reading aids named the table by its column headings: the region's name, not the table's.
  table: (state, node: Table & SyntaxNode) =>
    element(
      'div',
      { className: ['legal-table'], role: 'region', ariaLabel: node.data?.label, tabIndex: 0 },
      [defaultHandlers.table(state, node)],
    ),
} as Handlers;

/** The page of a legal text's resolved tree. */
export function pageParts(tree: SyntaxNode): PagePart[] {
  const root = toHast(tree, { handlers });
  const parts: PagePart[] = [];
  let run: RootContent[] = [];
  const endRun = () => {
    if (run.length) parts.push({ html: toHtml(run) });
    run = [];
  };
  for (const node of root.type === 'root' ? root.children : [root]) {
    if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
      endRun();
      const { id, title } = node.properties;
      parts.push({
        heading: {
          as: node.tagName,
          id: typeof id === 'string' ? id : undefined,
          title: String(title ?? ''),
          html: toHtml(node.children),
        },
      });
    } else {
      run.push(node);
    }
  }
  endRun();
  return parts;
}
