/**
 * The editors' tags of a text's tree filled in as the page shows them, read from the tree the
 * compile leaves (smart punctuation included):
 *
 * - a `<Rule>` or `<Setting>` becomes its words (a setting with an address, a `link`);
 * - each `<Term>` gets the term as defined (`term`), its definition's anchor (`anchor`) and an id
 *   of its own for its popover (`tip`); each `<Define>` without an `anchor` gets the one its words
 *   make (the popover's sentence is read once its references are numbered: `LegalLibrary`);
 * - each `<InShort>` gets the id of the section it opens (`section`) and starts with its label,
 *   which names the document, as a paragraph;
 * - each heading gets its words (`title`) and each table its name (`label`), for the names of
 *   their links and regions.
 *
 * A tag the check refuses (an unknown value, a term never defined) is left as written.
 */
import { t, type Language } from '../../i18n/catalogue.ts';
import { plainWords, termId, termKey, type ReadingAids } from './reading-aids.ts';
import { settingHref, type ValueText } from '../values.ts';
import { readHeading } from './heading.ts';
import { attributesOf, wordsOf, withAttributes, type SyntaxNode } from './syntax-tree.ts';

// The tree's node types cannot follow a rewrite (a tag becomes words): one cast, here.
const node = (fields: object) => fields as unknown as SyntaxNode;
const text = (value: string) => node({ type: 'text', value });

interface FilledText {
  language: Language;
  /** Its title, which its summaries' label names. */
  title: string;
  valueText: ValueText;
}

/** `tree` with every editors' tag in it filled in. */
export function filledTags(
  tree: SyntaxNode,
  { language, title, valueText }: FilledText,
  aids: ReadingAids,
): SyntaxNode {
  const definitions = new Map(
    aids.definitions.map((definition) => [termKey(definition.term), definition]),
  );
  let section = '';
  let uses = 0;

  /** A value tag's words as the page shows them, a link for a setting with an address; `undefined` for another tag. */
  function valueOf(element: SyntaxNode): SyntaxNode | undefined {
    const attributes = attributesOf(element);
    const words = valueText(element.name ?? '', attributes);
    if (words === undefined) return undefined;
    const href =
      element.name === 'Setting' ? settingHref(attributes['name'] ?? '', words) : undefined;
    return href
      ? node({ type: 'link', url: href, title: null, children: [text(words)] })
      : text(words);
  }

  /** An `<InShort>`'s label and words: bare words (written on one line) become their paragraph. */
  function summary(element: SyntaxNode, children: SyntaxNode[]): SyntaxNode {
    const strings = t(language).inShort;
    const label = node({
      type: 'paragraph',
      // Not the summary's words: the summary table and the check read it without.
      data: { inShortLabel: true },
      children: [
        node({ type: 'strong', children: [text(strings.label)] }),
        text(` — ${strings.notPartOf(title)}`),
      ],
    });
    const paragraphs = children.some((child) => child.type === 'paragraph')
      ? children
      : [node({ type: 'paragraph', children })];
    return node({ ...element, children: [label, ...paragraphs] });
  }

  /** A `<Term>` with its definition, the page's popover and link. */
  function term(element: SyntaxNode): SyntaxNode {
    const written = attributesOf(element)['of'] ?? wordsOf(element);
    const definition = definitions.get(termKey(written));
    if (!definition) return element;
    const { anchor = '' } = definition;
    uses += 1;
    return withAttributes(element, { term: definition.term, anchor, tip: `${anchor}-tip-${uses}` });
  }

  /** The node with what the reading aids give it, read from its words as written in the tree. */
  function aided(original: SyntaxNode): SyntaxNode {
    if (original.type === 'heading') {
      const { depth, id, title } = readHeading(original);
      if (depth === 2 && id !== undefined) section = id;
      // The heading's links are named by its words: a property of its `h2`, for the page's renderer.
      return node({
        ...original,
        data: { ...original.data, hProperties: { ...original.data?.hProperties, title } },
      });
    }
    if (original.type === 'table') {
      // A table is named by its column headings, in the text's language.
      const headers = (original.children?.[0]?.children ?? [])
        .map((cell: SyntaxNode) => plainWords(cell, valueText))
        .filter(Boolean);
      return node({
        ...original,
        data: { ...original.data, label: t(language).legal.table(headers) },
      });
    }
    if (original.type === 'mdxJsxFlowElement' && original.name === 'InShort')
      return withAttributes(original, { section });
    if (original.type !== 'mdxJsxTextElement') return original;
    if (original.name === 'Define' && attributesOf(original)['anchor'] === undefined)
      return withAttributes(original, { anchor: termId(plainWords(original, valueText)) });
    return original.name === 'Term' ? term(original) : original;
  }

  function filled(nodes: readonly SyntaxNode[]): SyntaxNode[] {
    return nodes.map((written) => {
      // Given its aids before its children are filled: terms count their uses in reading order.
      const original = aided(written);
      const children = original.children && filled(original.children);
      const current = children ? node({ ...original, children }) : original;
      const value = current.type === 'mdxJsxTextElement' ? valueOf(current) : undefined;
      return value ?? (current.name === 'InShort' ? summary(current, children ?? []) : current);
    });
  }

  return node({ ...tree, children: filled(tree.children ?? []) });
}
