// A legal text's syntax tree as every reader sees it: one node type, one way to read a node.
import { toString } from 'mdast-util-to-string';

/** `{#id}` after a heading sets its anchor. */
export const LEGAL_MARKDOWN_FEATURES = { headingAttributes: true } as const;

export interface SyntaxNode {
  type: string;
  children?: SyntaxNode[];
  position?: { start: { line: number; offset?: number }; end?: { offset?: number } } | undefined;
  value?: unknown;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  url?: string;
  depth?: number;
  data?: {
    /** A heading's `{#id}` and, once read, its words (`title`, its links' names). */
    hProperties?: { id?: unknown; title?: string };
    /** A link a `<Ref>` became: the section it names, `/terms#fees`. */
    reference?: { to: string };
    label?: string;
    /** The label an "In short" summary opens with, which is not its words. */
    inShortLabel?: boolean;
  };
}

export const lineOf = (node: SyntaxNode) => node.position?.start.line ?? 1;

export const isTag = (node: SyntaxNode) =>
  node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';

export function headingId(node: SyntaxNode): string | undefined {
  const id = node.data?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}

export const wordsOf = (node: SyntaxNode): string => toString(node);

/** A tag's attributes written as text; `undefined` for one written as a `{…}` expression. */
export function attributesOf(node: SyntaxNode): Record<string, string | undefined> {
  return Object.fromEntries(
    (node.attributes ?? [])
      .filter((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name)
      .map(({ name, value }) => [name!, typeof value === 'string' ? value : undefined] as const),
  );
}

const attribute = ([name, value]: [string, unknown]) => ({ type: 'mdxJsxAttribute', name, value });

export const withAttributes = (node: SyntaxNode, attributes: Record<string, unknown>) => ({
  ...node,
  attributes: [
    ...(node.attributes ?? []).filter(({ name }) => !(name! in attributes)),
    ...Object.entries(attributes).map(attribute),
  ],
});

export const copyTree = (tree: object, drop: (key: string) => boolean) =>
  JSON.parse(
    JSON.stringify(tree, (key, value: unknown) => (drop(key) ? undefined : value)),
  ) as SyntaxNode;
