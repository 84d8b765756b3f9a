/**
 * A legal text read once, from the tree its compile parsed: what the checks need (its outline and
 * own problems), and what its page, PDF and comparisons show (the tree, its tags filled in).
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
  /** Each term it defines, with its anchor: what a translation's definitions are held to. */
  definitions: { term: string; anchor: string; line: number }[];
  /** The text as it is shown, without positions; the library numbers its `<Ref>`s. */
  tree: SyntaxNode;
  problems: Problem[];
  /** Set when MDX cannot read the text: its one problem says why. */
  unreadable?: true;
}

const node = (fields: object) => fields as SyntaxNode;

/** Code MDX would run: refused by the check, never compiled. */
const isCode = (child: SyntaxNode) =>
  child.type === 'mdxjsEsm' ||
  child.type === 'mdxFlowExpression' ||
  child.type === 'mdxTextExpression';

/** The tree as shown: no code, a lone `<Ref>` in a paragraph, one period after "Pollfly, Inc.". */
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
  ) as SyntaxNode;

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
 * The page's tree, for its components (`components/legal-text/`): headings with their links,
 * tables in named regions, summaries with their label, and each `<Ref>` and `<Term>` told its text.
 */
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

/** The metadata and the page of the text at `place`, from `written`, its compile's tree of `source`. */
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
