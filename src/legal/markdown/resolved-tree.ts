/**
 * A legal text as its page shows it, as one syntax tree: the site's own Markdown pipeline (its
 * features and plugins, legal-markdown.ts) run once over the text the library read, then the
 * words of its values and summary labels filled in. Every output reads this tree (the page, its
 * PDF, the comparisons), so none of them parses a text again or writes a value's words:
 *
 * - a `<Ref>` is a `link` whose `data.reference.to` names the section (`#fees`, `/terms#fees` in
 *   another document), its words those the build wrote ("Section 3");
 * - a `<Rule>` or `<Setting>` is its words (a setting with an address, a `link`), with the
 *   sentence's period the sentence-ends plugin handed it;
 * - a `<Term>` keeps the definition the reading aids gave it and a `<Define>` its anchor, for the
 *   page; the other outputs read their words;
 * - an `<InShort>` starts with its label, as a paragraph, and holds paragraphs only.
 *
 * The text's sections (headings, numbers, summaries) come out of the same compile, for the page's
 * contents and summary table.
 */
import { defineMdastPlugin, mdxToJs } from 'satteri';
import { t, type Language } from '../../i18n/catalogue';
import type { LegalText } from '../legal-text';
import type { LegalLibrary } from '../source/library';
import { pageValueIn } from '../reading-aids/page-values';
import type { LegalSection } from '../reading-aids/page-sections';
import { settingHref } from '../values';
import { legalMdastPlugins } from './legal-markdown';
import { attributesOf, RENDERED_MARKDOWN_FEATURES, type SyntaxNode } from './syntax-tree';

// The tree's node types cannot follow a rewrite (a tag becomes words): one cast, here.
const node = (fields: object) => fields as unknown as SyntaxNode;
const text = (value: string) => node({ type: 'text', value });

/** A value tag's words as the page shows them, and their link; `undefined` for another tag. */
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
    } else if (current.name === 'InShort') {
      out.push(summary(current, children ?? [], language));
    } else {
      out.push(current);
    }
  }
  if (period) out.push(text('.'));
  return out;
}

/** A legal text as every output reads it: its resolved tree, and its sections. */
export interface ResolvedText {
  tree: SyntaxNode;
  sections: LegalSection[];
}

async function resolve(library: LegalLibrary, legalText: LegalText): Promise<ResolvedText> {
  let tree: SyntaxNode | undefined;
  // Sätteri's `mdxToMdast` runs no plugins: the compile runs them, and a last plugin's `after`
  // hook sees the tree they leave.
  const { data } = await mdxToJs(legalText.source, {
    features: RENDERED_MARKDOWN_FEATURES,
    mdastPlugins: [
      ...legalMdastPlugins(library, legalText),
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
  return {
    tree: node({ ...tree!, children: filled(tree!.children ?? [], legalText.language) }),
    sections: data.legalSections ?? [],
  };
}

// A text's tree serves its page, its PDF and both comparisons it is part of: resolved once per
// reading of its file (the library parses each file once; the dev server reads an edited one again).
const texts = new WeakMap<LegalText['outline'], Promise<ResolvedText>>();

/** `legalText` resolved, its references numbered as `library` publishes them. */
export function resolvedText(library: LegalLibrary, legalText: LegalText): Promise<ResolvedText> {
  let text = texts.get(legalText.outline);
  if (!text) texts.set(legalText.outline, (text = resolve(library, legalText)));
  return text;
}

/** The resolved tree of `legalText`: what the PDF and the comparisons read. */
export const resolvedTree = async (library: LegalLibrary, legalText: LegalText) =>
  (await resolvedText(library, legalText)).tree;
