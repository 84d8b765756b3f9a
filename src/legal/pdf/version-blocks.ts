// A version's text as the PDF lays it out, from its tree with references numbered.
import { visit } from 'unist-util-visit';
import { headingId, lineOf, type SyntaxNode } from '../text/syntax-tree';
import { formatProblem } from '../problems';

export interface PdfWords {
  text: string;
  strong?: boolean;
  emphasis?: boolean;
  href?: string;
  destination?: string;
}

export type PdfBlock =
  | { kind: 'heading'; level: number; words: PdfWords[]; id: string | undefined }
  | { kind: 'paragraph'; words: PdfWords[] }
  | {
      kind: 'list';
      /** As its structure attribute names it (PDF 1.7, 14.8.5.5). */
      numbering: 'LowerAlpha' | 'Decimal' | 'Disc';
      items: Array<{ label: string; blocks: PdfBlock[] }>;
    }
  | { kind: 'table'; rows: PdfTableRow[] }
  | { kind: 'summary'; label: PdfWords[]; blocks: PdfBlock[] };

export type PdfTableRow = { header: boolean; cells: PdfWords[][] };

type Style = Omit<PdfWords, 'text'>;

/** `(a)`, `(b)`, … `(z)`, `(aa)`: how a lettered list counts, as the page's stylesheet does. */
const letter = (index: number): string =>
  index < 26
    ? String.fromCharCode(97 + index)
    : letter(Math.floor(index / 26) - 1) + letter(index % 26);

export function versionBlocks(text: { file: string; tree: SyntaxNode; pageUrl: string }) {
  // The content check refuses such a node first, at the same line.
  const refuse = (node: SyntaxNode, where: string, fix: string): never => {
    const what = node.name ? `<${node.name}>` : `Markdown's ${node.type}`;
    const problem = `the PDF cannot show ${what} ${where}`;
    const help = node.name ? 'use the tags listed in content/legal/README.md' : fix;
    throw new Error(formatProblem({ file: text.file, line: lineOf(node), problem, fix: help }));
  };
  const ids = new Set<string | undefined>();
  visit(text.tree as never, (node: SyntaxNode) => {
    if (node.type === 'heading') ids.add(headingId(node));
  });
  /** One of this version's headings, or an address outside the file (a setting's as written). */
  const target = (href: string): Style =>
    href.startsWith('#') && ids.has(href.slice(1))
      ? { destination: href.slice(1) }
      : { href: URL.canParse(href) ? href : new URL(href, text.pageUrl).href };

  function words(parent: SyntaxNode | undefined, style: Style = {}): PdfWords[] {
    return (parent?.children ?? []).flatMap((node): PdfWords[] => {
      switch (node.type) {
        case 'text':
        case 'inlineCode':
          return [{ ...style, text: String(node.value) }];
        case 'break':
          return [{ ...style, text: ' ' }];
        case 'strong':
          return words(node, { ...style, strong: true });
        case 'emphasis':
          return words(node, { ...style, emphasis: true });
        case 'link':
          return words(node, { ...style, ...target(node.url ?? '') });
        case 'mdxTextExpression':
          return [];
        default:
          // A term and its definition are their words on paper: popover and anchor are the page's.
          if (node.name === 'Term' || node.name === 'Define') return words(node, style);
          return refuse(node, 'inside text', 'write it as plain text, a link or bold');
      }
    });
  }

  const tableRow = (row: SyntaxNode, index: number): PdfTableRow => ({
    header: index === 0,
    cells: (row.children ?? []).map((cell) => words(cell)),
  });

  function list(node: SyntaxNode, lettered: boolean): PdfBlock {
    const { ordered, start } = node as { ordered?: boolean; start?: number | null };
    return {
      kind: 'list',
      numbering: lettered ? 'LowerAlpha' : ordered ? 'Decimal' : 'Disc',
      items: (node.children ?? []).map((item, index) => ({
        label: lettered ? `(${letter(index)})` : ordered ? `${(start ?? 1) + index}.` : '•',
        blocks: flow(item.children ?? []),
      })),
    };
  }

  function flow(nodes: readonly SyntaxNode[]): PdfBlock[] {
    return nodes.flatMap((node): PdfBlock[] => {
      switch (node.type) {
        case 'yaml':
        case 'mdxFlowExpression':
          return [];
        case 'paragraph':
          return [{ kind: 'paragraph', words: words(node) }];
        case 'heading':
          return [
            { kind: 'heading', level: node.depth ?? 2, words: words(node), id: headingId(node) },
          ];
        case 'list':
          return [list(node, false)];
        case 'table':
          return [{ kind: 'table', rows: (node.children ?? []).map(tableRow) }];
        default:
          if (node.name === 'Lettered') {
            const lists = (node.children ?? []).filter((child) => child.type === 'list');
            return lists.map((child) => list(child, true));
          }
          if (node.name === 'InShort') {
            // The resolved tree opens a summary with its label, as a paragraph.
            const [label, ...blocks] = node.children ?? [];
            return [{ kind: 'summary', label: words(label), blocks: flow(blocks) }];
          }
          return refuse(node, 'as a block', 'write it as a paragraph, list or table');
      }
    });
  }

  return flow(text.tree.children ?? []);
}
