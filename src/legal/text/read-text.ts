// A legal text read once from its compile's tree: what the checks need, and what its page shows.
import { readOutline, type Outline } from './outline.ts';
import { plainWords, readReadingAids, termId, termKey, type ReadingAids } from './reading-aids.ts';
import { readHeading } from './section-numbers.ts';
import { attributesOf, copyTree, withAttributes, wordsOf, type SyntaxNode } from './syntax-tree.ts';
import { lintPdfMarkdown, lintReadingAids, lintText } from '../check/text-check.ts';
import { settingHref, valueText, type ValueText } from '../values.ts';
import type { Problem } from '../problems.ts';
import type { TextPlace } from '../files.ts';
import type { SiteSettings } from '../../config/settings.ts';
import { t, type Language } from '../../i18n/catalogue.ts';

export interface TextMeta {
  outline: Outline;
  /** Each term it defines, with its anchor: what a translation's definitions are held to. */
  definitions: { term: string; anchor: string; line: number }[];
  /** The text as it is shown, without positions; the library numbers its `<Ref>`s. */
  tree: SyntaxNode;
  problems: Problem[];
  unreadable?: true;
}

// The tree's node types cannot follow a rewrite (a tag becomes words): one cast, here.
const node = (fields: object) => fields as unknown as SyntaxNode;
const text = (value: string) => node({ type: 'text', value });
const CODE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** The tree as shown: no code, a lone `<Ref>` in a paragraph, one period after "Pollfly, Inc.". */
function shown(tree: SyntaxNode, values: ValueText): SyntaxNode {
  const children = (tree.children ?? [])
    .filter((child) => !CODE.has(child.type))
    .map((child) => shown(child, values));
  children.forEach((child, index) => {
    const next = children[index + 1];
    if (
      child.type === 'mdxJsxTextElement' &&
      child.name === 'Setting' &&
      values('Setting', attributesOf(child))?.endsWith('.') &&
      next?.type === 'text' &&
      typeof next.value === 'string'
    )
      children[index + 1] = node({ ...next, value: next.value.replace(/^\./, '') });
  });
  const own = node({ ...tree, ...(tree.children && { children }) });
  return own.type === 'mdxJsxFlowElement' && own.name === 'Ref'
    ? node({ type: 'paragraph', children: [{ ...own, type: 'mdxJsxTextElement' }] })
    : own;
}

type Filling = { aids: ReadingAids; language: Language; title: string; valueText: ValueText };

/** The editors' tags filled in as the page shows them; a refused tag stays as written. */
function filledTags(tree: SyntaxNode, { aids, language, title, valueText }: Filling): SyntaxNode {
  const definitions = new Map(aids.definitions.map((entry) => [termKey(entry.term), entry]));
  let section = '';
  let uses = 0;

  function valueOf(element: SyntaxNode): SyntaxNode | undefined {
    const attributes = attributesOf(element);
    const words = valueText(element.name ?? '', attributes);
    if (words === undefined) return undefined;
    const href = element.name === 'Setting' && settingHref(attributes['name'] ?? '', words);
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
    return withAttributes(element, {
      term: definition.term,
      anchor,
      tip: `${anchor}-tip-${++uses}`,
    });
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

const tag = (name: string, attributes: Record<string, unknown>, children: SyntaxNode[]) =>
  withAttributes(node({ type: 'mdxJsxFlowElement', name, children }), attributes);

function pageTree(tree: SyntaxNode, file: string): SyntaxNode {
  const within = (parent: SyntaxNode, children = parent.children) =>
    children
      ? node({ ...parent, children: children.map((child) => pageTree(child, file)) })
      : parent;
  if (tree.type === 'heading' && (tree.depth === 2 || tree.depth === 3)) {
    const { id, title } = tree.data?.hProperties ?? {};
    return tag('SectionHeading', { as: `h${tree.depth}`, id, title }, tree.children ?? []);
  }
  if (tree.type === 'table')
    return tag('LegalTable', { label: tree.data?.label ?? '' }, [within(tree)]);
  if (tree.type === 'mdxJsxFlowElement' && tree.name === 'InShort') {
    // Its label is the first paragraph the compile wrote: "In short — this summary is not…".
    const [label, ...words] = tree.children ?? [];
    const [name, note] = (label?.children ?? []).map(wordsOf);
    const { section } = attributesOf(tree);
    const attributes = { section, label: name, note: note?.replace(/^ — /, '') };
    return tag('InShort', attributes, within(tree, words).children!);
  }
  if (tree.type === 'mdxJsxTextElement' && (tree.name === 'Ref' || tree.name === 'Term'))
    return withAttributes(within(tree), { file });
  return within(tree);
}

export function readLegalText(
  written: SyntaxNode,
  source: string,
  place: TextPlace,
  title: string,
  settings: SiteSettings,
): { meta: TextMeta; page: SyntaxNode } {
  const { language } = place;
  const outline = readOutline(written, source);
  const problems = [
    ...lintText(outline, place),
    ...lintPdfMarkdown(written),
    ...lintReadingAids(written, language),
  ].toSorted((a, b) => a.line - b.line);
  const values = valueText(settings, language);
  const tree = shown(written, values);
  const aids = readReadingAids(tree, values);
  const filled = filledTags(tree, { aids, language, title, valueText: values });
  return {
    meta: {
      outline,
      definitions: aids.definitions.map(({ term, anchor = '', line }) => ({ term, anchor, line })),
      tree: copyTree(filled, (key) => key === 'position'),
      problems,
    },
    page: pageTree(filled, place.file),
  };
}
