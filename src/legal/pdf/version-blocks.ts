/**
 * A legal version's text as the PDF lays it out: headings, paragraphs, lists, tables and the "In
 * short" summaries, each with its words and links, read from the syntax tree the library parsed.
 * Values, references and summary labels come from the same functions the page renders them
 * with, so the PDF says what the page says; defined terms are plain words. A link to one of the
 * version's own headings stays inside the file: it names the heading's id as its destination.
 */
import { attributesOf, headingId, lineOf, type SyntaxNode } from '../markdown/syntax-tree';
import { pageValueIn } from '../reading-aids/page-values';
import { t, type Language } from '../../i18n/catalogue';
import { resolveReference, type ReferenceScope } from '../references/resolve';
import { settingHref } from '../values';
import { formatProblem } from '../problems';

export interface Words {
  text: string;
  strong?: boolean;
  emphasis?: boolean;
  /** An absolute address: the words are a link out of the file. */
  href?: string;
  /** The id of one of the version's own headings: the words are a link to it inside the file. */
  destination?: string;
}

export type Block =
  /** `id` is the heading's `{#id}`: its anchor on the page, its destination in the PDF. */
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; words: Words[]; id?: string }
  | { kind: 'paragraph'; words: Words[] }
  | { kind: 'list'; items: Array<{ label: string; blocks: Block[] }> }
  | { kind: 'table'; rows: Array<{ header: boolean; cells: Words[][] }> }
  /** Set apart and labelled as not part of the document, as on the page. */
  | { kind: 'summary'; label: Words[]; blocks: Block[] };

export interface VersionText {
  file: string;
  title: string;
  /** The language it is written in: its summaries' labels and rules' words speak it. */
  language: Language;
  tree: SyntaxNode;
  scope: ReferenceScope;
  /** The address the version's own `#section` links resolve against: its permanent page. */
  pageUrl: string;
}

type Style = Omit<Words, 'text'>;

/** `(a)`, `(b)`, … `(z)`, `(aa)`: how a lettered list counts, as the page's stylesheet does. */
const letter = (index: number): string =>
  index < 26
    ? String.fromCharCode(97 + index)
    : letter(Math.floor(index / 26) - 1) + letter(index % 26);

export function versionBlocks(text: VersionText): Block[] {
  const fail = (node: SyntaxNode, problem: string, fix: string): never => {
    throw new Error(formatProblem({ file: text.file, line: lineOf(node), problem, fix }));
  };
  const ids = new Set<string>();
  const collect = (node: SyntaxNode): void => {
    const id = node.type === 'heading' ? headingId(node) : undefined;
    if (id) ids.add(id);
    node.children?.forEach(collect);
  };
  collect(text.tree);
  /** Where a link leads: one of this version's headings, or an address outside the file. */
  const target = (href: string): Style =>
    href.startsWith('#') && ids.has(href.slice(1))
      ? { destination: href.slice(1) }
      : { href: new URL(href, text.pageUrl).href };

  function words(nodes: readonly SyntaxNode[], style: Style): Words[] {
    const result: Words[] = [];
    // A setting that ends with a period takes the sentence's period (the sentence-ends plugin).
    let dropPeriod = false;
    for (const node of nodes) {
      const drop = dropPeriod;
      dropPeriod = false;
      switch (node.type as string) {
        case 'text':
        case 'inlineCode': {
          const value = String(node.value);
          result.push({ ...style, text: drop && value.startsWith('.') ? value.slice(1) : value });
          break;
        }
        case 'break':
          result.push({ ...style, text: ' ' });
          break;
        case 'strong':
          result.push(...words(node.children ?? [], { ...style, strong: true }));
          break;
        case 'emphasis':
          result.push(...words(node.children ?? [], { ...style, emphasis: true }));
          break;
        case 'link':
          result.push(...words(node.children ?? [], { ...style, ...target(node.url ?? '') }));
          break;
        case 'mdxTextExpression':
          break;
        case 'mdxJsxTextElement': {
          const attributes = attributesOf(node);
          if (node.name === 'Term' || node.name === 'Define') {
            result.push(...words(node.children ?? [], style));
          } else if (node.name === 'Ref') {
            const reference = resolveReference(attributes, text.scope);
            if (!('parts' in reference))
              return fail(
                node,
                '<Ref> cannot be numbered for the PDF',
                'fix first what the content check reports for this file (npm run build lists it)',
              );
            for (const part of reference.parts)
              result.push({
                ...style,
                text: part.text,
                ...(part.href ? target(part.href) : {}),
              });
          } else {
            const value = pageValueIn(text.language)(node.name ?? '', attributes);
            if (value === undefined)
              return fail(
                node,
                `the PDF cannot show <${node.name}> inside text`,
                'use the tags listed in content/legal/README.md',
              );
            const href =
              node.name === 'Setting' ? settingHref(attributes['name'] ?? '', value) : undefined;
            result.push({ ...style, text: value, ...(href ? { href } : {}) });
            dropPeriod = node.name === 'Setting' && value.endsWith('.');
          }
          break;
        }
        default:
          return fail(
            node,
            `the PDF cannot show Markdown's ${node.type} inside text`,
            'write it as plain text, a link or bold',
          );
      }
    }
    return result;
  }

  function list(node: SyntaxNode, lettered: boolean): Block {
    const ordered = (node as { ordered?: boolean }).ordered === true;
    const start = (node as { start?: number | null }).start ?? 1;
    return {
      kind: 'list',
      items: (node.children ?? []).map((item, index) => ({
        label: lettered ? `(${letter(index)})` : ordered ? `${start + index}.` : '•',
        blocks: flow(item.children ?? []),
      })),
    };
  }

  function flow(nodes: readonly SyntaxNode[]): Block[] {
    return nodes.flatMap((node): Block[] => {
      switch (node.type as string) {
        case 'yaml':
        case 'mdxFlowExpression':
          return [];
        case 'paragraph':
          return [{ kind: 'paragraph', words: words(node.children ?? [], {}) }];
        case 'heading': {
          const level = Math.min(Math.max(node.depth ?? 2, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;
          const id = headingId(node);
          return [
            {
              kind: 'heading',
              level,
              words: words(node.children ?? [], {}),
              ...(id ? { id } : {}),
            },
          ];
        }
        case 'list':
          return [list(node, false)];
        case 'table':
          return [
            {
              kind: 'table',
              rows: (node.children ?? []).map((row, index) => ({
                header: index === 0,
                cells: (row.children ?? []).map((cell) => words(cell.children ?? [], {})),
              })),
            },
          ];
        case 'mdxJsxFlowElement':
          if (node.name === 'Lettered') {
            const lists = (node.children ?? []).filter((child) => child.type === 'list');
            return lists.map((child) => list(child, true));
          }
          if (node.name === 'InShort') {
            const children = node.children ?? [];
            // Written on one line, the summary's words arrive bare: give them their paragraph.
            const blocks = children.some((child) => child.type === 'paragraph')
              ? flow(children)
              : [{ kind: 'paragraph' as const, words: words(children, {}) }];
            return [
              {
                kind: 'summary',
                label: [
                  { text: t(text.language).inShort.label, strong: true },
                  { text: ` — ${t(text.language).inShort.notPartOf(text.title)}` },
                ],
                blocks,
              },
            ];
          }
          return fail(
            node,
            `the PDF cannot show <${node.name}> as a block`,
            'use the tags listed in content/legal/README.md',
          );
        default:
          return fail(
            node,
            `the PDF cannot show Markdown's ${node.type}`,
            'write it as a paragraph, list or table',
          );
      }
    });
  }

  return flow(text.tree.children ?? []);
}
