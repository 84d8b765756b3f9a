/**
 * The legal texts' syntax tree as every reader of it sees it: the content check's outline, the
 * reading aids and the Markdown pipeline's plugins. One node type, one way to find a node's line,
 * words and attributes, so they all read a text alike. Imports carry `.ts` because the Node
 * commands load the outline, which reads trees through here.
 */
import type { MdastNode } from 'satteri';

// The page's renderer (mdast-util-to-hast) types a node's `data`; a `<Ref>`'s link adds its own.
declare module 'mdast' {
  interface LinkData {
    reference?: { to: string | undefined };
  }
}

/** The Markdown features the site's pipeline enables: `{#id}` after a heading sets its anchor. */
export const LEGAL_MARKDOWN_FEATURES = { headingAttributes: true } as const;

/**
 * The features the pages render the texts with: the legal ones and smart punctuation (curly
 * quotes, dashes, ellipses), Astro's default. The content check reads the text as written; the
 * resolved tree (the PDF, the comparisons) reads it as the page shows it.
 */
export const RENDERED_MARKDOWN_FEATURES = {
  ...LEGAL_MARKDOWN_FEATURES,
  smartPunctuation: true,
} as const;

/** A node of a legal text's tree, with the fields the site's readers use. */
export type SyntaxNode = MdastNode & {
  children?: SyntaxNode[];
  value?: unknown;
  /** A JSX element's tag name: `Ref`, `Term`. */
  name?: string | null;
  /** A JSX element's attributes: `mdxJsxAttribute` for one written as text. */
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  url?: string;
  depth?: number;
  data?: {
    /** A heading's `{#id}`, as the parser stores it. */
    hProperties?: { id?: unknown };
    /** A link the build wrote for a `<Ref>`: the section it names, `/terms#fees`. */
    reference?: { to: string };
    /** A table's name, from its column headings: `Table: Rule, Value`. */
    label?: string;
  };
};

/** The line a node starts on (1 when the parser recorded no position). */
export const lineOf = (node: SyntaxNode) => node.position?.start.line ?? 1;

/** Whether a node is a tag written in the text, `<Term>…</Term>` or `<Ref … />`. */
export const isJsxElement = (node: SyntaxNode) =>
  node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';

/** A heading's `{#id}`, if one is written. */
export function headingId(node: SyntaxNode): string | undefined {
  const id = node.data?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Whether a node is words as written: text or inline code. */
export const isWords = (node: SyntaxNode): node is SyntaxNode & { value: string } =>
  typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode');

/** The words of a node: its text, inline code and the text of its descendants. */
export const textOf = (node: SyntaxNode): string =>
  isWords(node) ? node.value : (node.children ?? []).map(textOf).join('');

/** A JSX element's attributes written as text; `undefined` for one written as a `{…}` expression. */
export function attributesOf(node: SyntaxNode): Record<string, string | undefined> {
  return Object.fromEntries(
    (node.attributes ?? [])
      .filter((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name)
      .map(({ name, value }) => [name!, typeof value === 'string' ? value : undefined] as const),
  );
}

/** The same element with attributes added (the pipeline cannot set them in place). */
export const withAttributes = (
  node: SyntaxNode,
  attributes: Record<string, string | null>,
): SyntaxNode =>
  ({
    ...node,
    attributes: [
      ...(node.attributes ?? []),
      ...Object.entries(attributes).map(([name, value]) => ({
        type: 'mdxJsxAttribute',
        name,
        value,
      })),
    ],
  }) as SyntaxNode;
