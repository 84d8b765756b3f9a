/**
 * A legal version's text as the PDF lays it out: headings, paragraphs, lists, tables and the "In
 * short" summaries, each with its words and links, read from the text's tree with its references
 * numbered (`LegalLibrary.tree`), the words its page shows: values, references and summary labels
 * are already written there. A link to one of the version's own headings stays inside the file:
 * it names the heading's id as its destination.
 */
import { headingId, lineOf, type SyntaxNode } from '../text/syntax-tree';
import { formatProblem } from '../problems';

export interface PdfWords {
  text: string;
  strong?: boolean;
  emphasis?: boolean;
  /** An absolute address: the words are a link out of the file. */
  href?: string;
  /** The id of one of the version's own headings: the words are a link to it inside the file. */
  destination?: string;
}

export type PdfBlock =
  /** `id` is the heading's `{#id}`: its anchor on the page, its destination in the PDF. */
  | { kind: 'heading'; level: number; words: PdfWords[]; id: string | undefined }
  | { kind: 'paragraph'; words: PdfWords[] }
  | {
      kind: 'list';
      /** How the list counts, named as its structure attribute names it (PDF 1.7, 14.8.5.5). */
      numbering: 'LowerAlpha' | 'Decimal' | 'Disc';
      items: Array<{ label: string; blocks: PdfBlock[] }>;
    }
  | { kind: 'table'; rows: PdfTableRow[] }
  /** Set apart and labelled as not part of the document, as on the page. */
  | { kind: 'summary'; label: PdfWords[]; blocks: PdfBlock[] };

export type PdfTableRow = { header: boolean; cells: PdfWords[][] };

interface PdfSource {
  file: string;
  /** Its resolved tree. */
  tree: SyntaxNode;
  /** The address the version's own `#section` links resolve against: its permanent page. */
  pageUrl: string;
}

type Style = Omit<PdfWords, 'text'>;

/** `(a)`, `(b)`, … `(z)`, `(aa)`: how a lettered list counts, as the page's stylesheet does. */
const letter = (index: number): string =>
  index < 26
    ? String.fromCharCode(97 + index)
    : letter(Math.floor(index / 26) - 1) + letter(index % 26);

export function versionBlocks(text: PdfSource): PdfBlock[] {
  /** A tag or Markdown the PDF cannot set: the content check refuses it first, at the same line. */
  const refuse = (node: SyntaxNode, where: string, fix: string): never => {
    const what = node.name ? `<${node.name}>` : `Markdown's ${node.type}`;
    throw new Error(
      formatProblem({
        file: text.file,
        line: lineOf(node),
        problem: `the PDF cannot show ${what} ${where}`,
        fix: node.name ? 'use the tags listed in content/legal/README.md' : fix,
      }),
    );
  };
  const ids = new Set<string | undefined>();
  const collect = (node: SyntaxNode): void => {
    if (node.type === 'heading') ids.add(headingId(node));
    node.children?.forEach(collect);
  };
  collect(text.tree);
  /** Where a link leads: one of this version's headings, or an address outside the file (a setting's as written). */
  const target = (href: string): Style =>
    href.startsWith('#') && ids.has(href.slice(1))
      ? { destination: href.slice(1) }
      : { href: URL.canParse(href) ? href : new URL(href, text.pageUrl).href };

  /** The words of `parent`'s children, in `style`. */
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
          // A term and its definition are their words on paper: the popover and anchor are the page's.
          if (node.name === 'Term' || node.name === 'Define') return words(node, style);
          return refuse(node, 'inside text', 'write it as plain text, a link or bold');
      }
    });
  }

  /** A table's first row is its header, as GFM writes it. */
  const tableRow = (row: SyntaxNode, index: number): PdfTableRow => ({
    header: index === 0,
    cells: (row.children ?? []).map((cell) => words(cell)),
  });

  function list(node: SyntaxNode, lettered: boolean): PdfBlock {
    const ordered = (node as { ordered?: boolean }).ordered === true;
    const start = (node as { start?: number | null }).start ?? 1;
    return {
      kind: 'list',
      numbering: lettered ? 'LowerAlpha' : ordered ? 'Decimal' : 'Disc',
      items: (node.children ?? []).map((item, index) => ({
        label: lettered ? `(${letter(index)})` : ordered ? `${start + index}.` : '•',
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
