/**
 * A legal text read once, from the tree its compile parsed: what the checks need (its outline and
 * its own problems), what its page, PDF and comparisons show (the tree with its tags filled in),
 * and its sections, for the contents and the summary table. Pure: the compile's plugin
 * (`legal-text-plugin.ts`) hands it the tree and the text's place.
 */
import { readOutline, type Outline } from './outline.ts';
import { readReadingAids } from './reading-aids.ts';
import { filledTags } from './fill-tags.ts';
import { attributesOf, withAttributes, wordsOf, type SyntaxNode } from './syntax-tree.ts';
import { lintText } from '../check/text-check.ts';
import { lintPdfMarkdown } from '../check/pdf-markdown.ts';
import { lintReadingAids } from '../check/summaries-and-terms.ts';
import { valueText, type ValueText } from '../values.ts';
import type { Problem } from '../problems.ts';
import type { TextPlace } from '../files.ts';
import type { SiteSettings } from '../../config/settings.ts';

export interface TextMeta {
  outline: Outline;
  /** Each term the text defines, with its anchor: what a translation's definitions are held to. */
  definitions: { term: string; anchor: string; line: number }[];
  /**
   * The text as its page, PDF and comparisons show it, without positions: values written, terms,
   * summaries and tables filled in; its `<Ref>`s are numbered by the library.
   */
  tree: SyntaxNode;
  /** What is wrong with the text itself, in line order. */
  problems: Problem[];
  /** Set when MDX cannot read the text: its one problem says why. */
  unreadable?: true;
}

const node = (fields: object) => fields as SyntaxNode;

/** Code MDX would run, which no legal text may hold (the check says so): never compiled. */
const isCode = (child: SyntaxNode) =>
  child.type === 'mdxjsEsm' ||
  child.type === 'mdxFlowExpression' ||
  child.type === 'mdxTextExpression';

/**
 * The tree as it is shown: no code; a `<Ref>` on a line of its own in a paragraph of its own; and
 * a setting that ends a sentence keeps one period ("Pollfly, Inc." never becomes "Pollfly, Inc..").
 */
function shown(tree: SyntaxNode, values: ValueText): SyntaxNode {
  const children = (tree.children ?? [])
    .filter((child) => !isCode(child))
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

/** The tree without positions: what the library keeps of each text. */
const withoutPositions = (tree: SyntaxNode): SyntaxNode =>
  JSON.parse(
    JSON.stringify(tree, (key, value: unknown) => (key === 'position' ? undefined : value)),
  );

const tag = (name: string, attributes: Record<string, unknown>, children: SyntaxNode[]) =>
  node({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value,
    })),
    children,
  });

/**
 * The page's tree, for the components the page renders it with (`components/legal-text/`): each
 * section heading with its links, each table in a region named by its column headings, and each
 * `<Ref>` told which text it is in, to be numbered there.
 */
function pageTree(tree: SyntaxNode, file: string): SyntaxNode {
  if (tree.type === 'heading' && (tree.depth === 2 || tree.depth === 3)) {
    const { id, title } = tree.data?.hProperties ?? {};
    return tag('SectionHeading', { as: `h${tree.depth}`, id, title }, tree.children ?? []);
  }
  if (tree.type === 'table')
    return tag('LegalTable', { label: tree.data?.label ?? '' }, [
      node({ ...tree, children: tree.children!.map((child) => pageTree(child, file)) }),
    ]);
  if (tree.type === 'mdxJsxFlowElement' && tree.name === 'InShort') {
    // Its label, which the compile wrote as its first paragraph: "In short — this summary is not…".
    const [label, ...words] = tree.children ?? [];
    const [name, note] = (label?.children ?? []).map(wordsOf);
    const section = attributesOf(tree)['section'];
    return tag(
      'InShort',
      { section, label: name, note: note?.replace(/^ — /, '') },
      words.map((child) => pageTree(child, file)),
    );
  }
  if (tree.type === 'mdxJsxTextElement' && (tree.name === 'Ref' || tree.name === 'Term'))
    return withAttributes(
      node({ ...tree, children: tree.children?.map((child) => pageTree(child, file)) }),
      { file },
    );
  return tree.children
    ? node({ ...tree, children: tree.children.map((child) => pageTree(child, file)) })
    : tree;
}

/** `written`, the compile's tree of the text at `place` titled `title`: its metadata and its page. */
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
  const filled = filledTags(tree, { language, title, valueText: values }, aids);
  return {
    meta: {
      outline,
      definitions: aids.definitions.map(({ term, anchor = '', line }) => ({ term, anchor, line })),
      tree: withoutPositions(filled),
      problems,
    },
    page: pageTree(filled, place.file),
  };
}
