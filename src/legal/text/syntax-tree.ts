/**
 * A legal text's syntax tree as every reader sees it: one node type, and one way to read a node's
 * line, words and attributes.
 */
import { toString } from 'mdast-util-to-string';

/** `{#id}` after a heading sets its anchor. */
export const LEGAL_MARKDOWN_FEATURES = { headingAttributes: true } as const;

/** A node of a legal text's tree (mdast, with MDX's tags), with the fields the site's readers use. */
export interface SyntaxNode {
  type: string;
  children?: SyntaxNode[];
  position?: { start: { line: number; offset?: number }; end?: { offset?: number } } | undefined;
  /** A list's: numbered, and from what. */
  ordered?: boolean | null;
  start?: number | null;
  value?: unknown;
  /** A tag's name: `Ref`, `Term`. */
  name?: string | null;
  /** A tag's attributes: `mdxJsxAttribute` for one written as text. */
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  url?: string;
  depth?: number;
  data?: {
    /** A heading's `{#id}` and, once read, its words (`title`, its links' names). */
    hProperties?: { id?: unknown; title?: string };
    /** A link a `<Ref>` became: the section it names, `/terms#fees`. */
    reference?: { to: string };
    /** A table's name, from its column headings. */
    label?: string;
    /** The label an "In short" summary opens with, which is not its words. */
    inShortLabel?: boolean;
  };
}

/** The line a node starts on (1 when the parser recorded none). */
export const lineOf = (node: SyntaxNode) => node.position?.start.line ?? 1;

/** Whether a node is a tag written in the text, `<Term>…</Term>` or `<Ref … />`. */
export const isTag = (node: SyntaxNode) =>
  node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';

/** A heading's `{#id}`, if one is written. */
export function headingId(node: SyntaxNode): string | undefined {
  const id = node.data?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The words of a node and its descendants, as written. */
export const wordsOf = (node: SyntaxNode): string => toString(node);

/** A tag's attributes written as text; `undefined` for one written as a `{…}` expression. */
export function attributesOf(node: SyntaxNode): Record<string, string | undefined> {
  return Object.fromEntries(
    (node.attributes ?? [])
      .filter((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name)
      .map(({ name, value }) => [name!, typeof value === 'string' ? value : undefined] as const),
  );
}

/** The same tag with `attributes` added or replaced. */
export const withAttributes = (
  node: SyntaxNode,
  attributes: Record<string, string>,
): SyntaxNode => ({
  ...node,
  attributes: [
    ...(node.attributes ?? []).filter(({ name }) => !(name! in attributes)),
    ...Object.entries(attributes).map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value,
    })),
  ],
});
