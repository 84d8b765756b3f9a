// The editors' tags of a tree filled in as the page shows them; a refused tag stays as written.
import { t, type Language } from '../../i18n/catalogue.ts';
import { plainWords, termId, termKey, type ReadingAids } from './reading-aids.ts';
import { settingHref, type ValueText } from '../values.ts';
import { readHeading } from './section-numbers.ts';
import { attributesOf, wordsOf, withAttributes, type SyntaxNode } from './syntax-tree.ts';

// The tree's node types cannot follow a rewrite (a tag becomes words): one cast, here.
const node = (fields: object) => fields as unknown as SyntaxNode;
const text = (value: string) => node({ type: 'text', value });

type FilledText = { language: Language; title: string; valueText: ValueText };

export function filledTags(tree: SyntaxNode, options: FilledText, aids: ReadingAids): SyntaxNode {
  const { language, title, valueText } = options;
  const definitions = new Map(
    aids.definitions.map((definition) => [termKey(definition.term), definition]),
  );
  let section = '';
  let uses = 0;

  /** A value tag's words, a link for a setting with an address; `undefined` for another tag. */
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

  /** Bare words (written on one line) become their paragraph. */
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

  function term(element: SyntaxNode): SyntaxNode {
    const written = attributesOf(element)['of'] ?? wordsOf(element);
    const definition = definitions.get(termKey(written));
    if (!definition) return element;
    const { anchor = '' } = definition;
    uses += 1;
    return withAttributes(element, { term: definition.term, anchor, tip: `${anchor}-tip-${uses}` });
  }

  function aided(original: SyntaxNode): SyntaxNode {
    if (original.type === 'heading') {
      const { depth, id, title } = readHeading(original);
      if (depth === 2 && id !== undefined) section = id;
      // The heading's links are named by its words: a property of its `h2`, for the renderer.
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
