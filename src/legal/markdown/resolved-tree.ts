/**
 * A legal text as its page shows it, as one syntax tree: the site's own Markdown pipeline (the
 * page's features and plugins, legal-markdown.ts) run over the text the library read, then the
 * words the page's components write filled in. Every renderer but the page reads this tree (the
 * PDF, the comparisons), so none of them parses a text again or interprets an editors' tag:
 *
 * - a `<Ref>` is a `link` whose `data.reference.to` names the section (`#fees`, `/terms#fees` in
 *   another document), its words those the build wrote ("Section 3");
 * - a `<Rule>` or `<Setting>` is its words (a setting with an address, a `link`), with the
 *   sentence's period the sentence-ends plugin handed it, as `Setting.astro` writes them;
 * - a `<Term>` or `<Define>` is its words (the popover repeats a definition written elsewhere);
 * - an `<InShort>` starts with its label, as a paragraph, and holds paragraphs only.
 */
import { defineMdastPlugin, mdxToJs } from 'satteri';
import { t, type Language } from '../../i18n/catalogue';
import type { LegalText } from '../legal-text';
import { holdLibrary, type LegalLibrary } from '../source/library';
import { pageValueIn } from '../reading-aids/page-values';
import { settingHref } from '../values';
import { legalMdastPlugins } from './legal-markdown';
import { attributesOf, RENDERED_MARKDOWN_FEATURES, type SyntaxNode } from './syntax-tree';

// The tree's node types cannot follow a rewrite (a tag becomes words): one cast, here.
const node = (fields: object) => fields as unknown as SyntaxNode;
const text = (value: string) => node({ type: 'text', value });

/** A value tag's words as the page's component writes them, and their link; `undefined` for another tag. */
function valueOf(element: SyntaxNode, language: Language) {
  const attributes = attributesOf(element);
  const words = pageValueIn(language)(element.name ?? '', attributes);
  if (words === undefined) return undefined;
  const href =
    element.name === 'Setting' ? settingHref(attributes['name'] ?? '', words) : undefined;
  return {
    words,
    node: href
      ? node({ type: 'link', url: href, title: null, children: [text(words)] })
      : text(words),
  };
}

/** An `<InShort>`'s label and words: bare words (written on one line) become their paragraph. */
function summary(element: SyntaxNode, children: SyntaxNode[], language: Language): SyntaxNode {
  const strings = t(language).inShort;
  const title = attributesOf(element)['documentTitle'] ?? 'document';
  const label = node({
    type: 'paragraph',
    children: [
      node({ type: 'strong', children: [text(strings.label)] }),
      text(` — ${strings.notPartOf(title)}`),
    ],
  });
  const paragraphs = children.some((child) => child.type === 'paragraph')
    ? children
    : [node({ type: 'paragraph', children })];
  return node({ ...element, children: [label, ...paragraphs] });
}

/** The nodes with every editors' tag in them filled in as the page shows it. */
function filled(nodes: readonly SyntaxNode[], language: Language): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  // A setting that ends a sentence writes the period after its value, unless the value has one.
  let period = false;
  for (const original of nodes) {
    const children = original.children && filled(original.children, language);
    const current = children ? node({ ...original, children }) : original;
    if (period) {
      period = false;
      if (current.type === 'text') {
        out.push(node({ ...current, value: `.${String(current.value)}` }));
        continue;
      }
      out.push(text('.'));
    }
    const value = current.type === 'mdxJsxTextElement' ? valueOf(current, language) : undefined;
    if (value) {
      out.push(value.node);
      period = 'endsSentence' in attributesOf(current) && !value.words.endsWith('.');
    } else if (current.name === 'Term' || current.name === 'Define') {
      out.push(...(children ?? []));
    } else if (current.name === 'InShort') {
      out.push(summary(current, children ?? [], language));
    } else {
      out.push(current);
    }
  }
  if (period) out.push(text('.'));
  return out;
}

async function resolve(library: LegalLibrary, legalText: LegalText): Promise<SyntaxNode> {
  let tree: SyntaxNode | undefined;
  // Sätteri's `mdxToMdast` runs no plugins and Astro's processor keeps its tree to itself: the
  // compile runs them, and a last plugin's `after` hook sees the tree they leave.
  await mdxToJs(legalText.source, {
    features: RENDERED_MARKDOWN_FEATURES,
    fileURL: new URL(legalText.file, library.root),
    mdastPlugins: [
      ...legalMdastPlugins(holdLibrary(library), legalText),
      defineMdastPlugin({
        name: 'legal-resolved-tree',
        after(root) {
          // The pipeline's nodes are views of its own tree, readable only during its pass: copy them,
          // without the views' internal fields (`_id`, `_resolver`).
          tree = JSON.parse(
            JSON.stringify(root, (key, value: unknown) =>
              key.startsWith('_') ? undefined : value,
            ),
          ) as SyntaxNode;
        },
      }),
    ],
  });
  return node({ ...tree!, children: filled(tree!.children ?? [], legalText.language) });
}

// A text's tree serves its PDF and both comparisons it is part of: resolved once per reading of its
// file (the library parses each file once; the dev server reads an edited one again).
const trees = new WeakMap<LegalText['outline'], Promise<SyntaxNode>>();

/** The resolved tree of `legalText`, its references numbered as `library` publishes them. */
export function resolvedTree(library: LegalLibrary, legalText: LegalText): Promise<SyntaxNode> {
  let tree = trees.get(legalText.outline);
  if (!tree) trees.set(legalText.outline, (tree = resolve(library, legalText)));
  return tree;
}
