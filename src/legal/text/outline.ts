// What the checks read of a legal text, from its compile's tree, each part at its line.
import { visit } from 'unist-util-visit';
import { attributesOf, isTag, lineOf, wordsOf, type SyntaxNode } from './syntax-tree.ts';
import { readHeading, type Heading } from './section-numbers.ts';
import { collapseSpace } from '../../lib/collapse-space.ts';

type Located = { text: string; line: number };
export type Link = Located & { target: string };
export type Tag = { name: string; attributes: Record<string, string | undefined>; line: number };

export interface Outline {
  headings: Heading[];
  links: Link[];
  tags: Tag[];
  /** `{…}` expressions other than `{/* notes *\/}`: MDX would run them as code. */
  expressions: Located[];
  /** Running text outside headings and links, each node at the line it starts on. */
  prose: Located[];
}

const isNote = (code: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(code);

/** A heading's words as written (`Children's`, not the page's `Children’s`), for messages. */
function written(heading: SyntaxNode, source: string): string | undefined {
  const first = heading.children?.[0]?.position?.start.offset;
  const last = heading.children?.at(-1)?.position?.end?.offset;
  return first === undefined || last === undefined
    ? undefined
    : collapseSpace(source.slice(first, last));
}

export function readOutline(tree: SyntaxNode, source: string): Outline {
  const outline: Outline = { headings: [], links: [], tags: [], expressions: [], prose: [] };
  visit(tree as never, (node: SyntaxNode) => {
    const line = lineOf(node);
    if (node.type === 'heading') {
      const heading = readHeading(node);
      outline.headings.push({ ...heading, title: written(node, source) ?? heading.title });
      return 'skip';
    }
    const href = isTag(node) && node.name === 'a' ? attributesOf(node)['href'] : undefined;
    if (node.type === 'link' || href !== undefined) {
      outline.links.push({ target: href ?? node.url ?? '', text: wordsOf(node).trim(), line });
      return 'skip';
    }
    if (isTag(node) && node.name)
      outline.tags.push({ name: node.name, attributes: attributesOf(node), line });
    else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (typeof node.value === 'string' && !isNote(node.value))
        outline.expressions.push({ text: node.value, line });
    } else if (node.type === 'text' && typeof node.value === 'string') {
      outline.prose.push({ text: node.value, line });
    }
    return undefined;
  });
  return outline;
}
