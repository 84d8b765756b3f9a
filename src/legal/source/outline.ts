/**
 * Reads the structure of a legal MDX document with the same parser the build renders it with
 * (Sätteri, with heading attributes), keeping line numbers, so every check can point a lawyer
 * at the exact line to fix. Imports carry `.ts` because the Node commands load this file too.
 */
import { mdxToMdast } from 'satteri';
import {
  attributesOf,
  LEGAL_MARKDOWN_FEATURES,
  lineOf,
  textOf,
  type SyntaxNode,
} from '../markdown/syntax-tree.ts';
import { readHeading, type Heading } from './heading.ts';
import { frontmatterBlock, type FrontmatterBlock } from './frontmatter-block.ts';
import { describeMdxError } from './mdx-errors.ts';
import type { Problem } from '../problems.ts';

interface SourceLink {
  /** The link target as written: `#cookies`, `/privacy#cookies`, `https://…`. */
  target: string;
  /** The link's words: `our Privacy Policy`. */
  text: string;
  line: number;
}

export interface SourceComponent {
  /** The tag name: `Rule`, `Setting`, `Ref`, `Lettered`. */
  name: string;
  /** Attributes written as text; `undefined` for one written as a `{…}` expression. */
  attributes: Record<string, string | undefined>;
  line: number;
}

interface SourceText {
  /** Running text outside headings and links. */
  text: string;
  /** The line the text starts on; it may continue over the following lines. */
  line: number;
}

export interface SourceOutline {
  /** Frontmatter text between the `---` fences, or `undefined` when the file has none. */
  frontmatter: FrontmatterBlock | undefined;
  /** Why the body cannot be read as MDX; when set, the lists below are empty. */
  syntaxError: Problem | undefined;
  headings: Heading[];
  links: SourceLink[];
  components: SourceComponent[];
  /** `{…}` expressions other than `{/* comments *\/}`: MDX would run them as code. */
  expressions: SourceText[];
  prose: SourceText[];
  /** The parsed document, for readers of other parts of it (the reading aids); `undefined` with a syntax error. */
  tree: SyntaxNode | undefined;
}

const isComment = (code: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(code);

/** Splits a document into frontmatter, headings, links, components, expressions and running text. */
export function readOutline(source: string): SourceOutline {
  const outline: SourceOutline = {
    frontmatter: frontmatterBlock(source),
    syntaxError: undefined,
    headings: [],
    links: [],
    components: [],
    expressions: [],
    prose: [],
    tree: undefined,
  };
  try {
    outline.tree = mdxToMdast(source, { features: LEGAL_MARKDOWN_FEATURES }) as SyntaxNode;
  } catch (error) {
    outline.syntaxError = describeMdxError(error);
  }
  const visit = (node: SyntaxNode) => {
    const line = lineOf(node);
    switch (node.type) {
      case 'heading':
        outline.headings.push(readHeading(node));
        return;
      case 'link':
        outline.links.push({ target: node.url ?? '', text: textOf(node).trim(), line });
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const attributes = attributesOf(node);
        if (node.name === 'a' && attributes['href'] !== undefined) {
          outline.links.push({ target: attributes['href'], text: textOf(node).trim(), line });
          return;
        }
        if (node.name) outline.components.push({ name: node.name, attributes, line });
        break;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (typeof node.value === 'string' && !isComment(node.value))
          outline.expressions.push({ text: node.value, line });
        return;
      case 'text':
        if (typeof node.value === 'string') outline.prose.push({ text: node.value, line });
        return;
    }
    node.children?.forEach(visit);
  };
  outline.tree?.children?.forEach(visit);
  return outline;
}
