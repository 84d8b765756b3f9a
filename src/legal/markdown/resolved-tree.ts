/**
 * A legal text as its page shows it, as one syntax tree: the site's Markdown pipeline run once
 * over the text the library read, then its editors' tags filled in (fill-tags.ts). Every output
 * reads this tree (the page, its PDF, the comparisons), so none of them parses a text again or
 * writes a value's words. The pipeline's plugin numbers references: a `<Ref>` becomes a `link`
 * whose `data.reference.to` names the section (`#fees`, `/terms#fees` in another document), its
 * words those the build wrote ("Section 3"), numbered from the headings, whose `{#id}` is how a
 * section keeps an anchor that survives edits to its wording. The text's sections (headings,
 * numbers, summaries) come out of the same tree, for the page's contents and summary table.
 */
import { defineMdastPlugin, mdxToJs } from 'satteri';
import type { LegalText } from '../legal-text';
import type { LegalLibrary } from '../source/library';
import { readReadingAids, type ValueText } from '../reading-aids/find-aids';
import { pageValueIn } from '../reading-aids/page-values';
import { legalSections, type LegalSection } from '../reading-aids/page-sections';
import { filledTags } from './fill-tags';
import { legalReferences } from './references-plugin';
import { attributesOf, RENDERED_MARKDOWN_FEATURES, type SyntaxNode } from './syntax-tree';

/** A legal text as every output reads it: its resolved tree, and its sections. */
interface ResolvedText {
  tree: SyntaxNode;
  sections: LegalSection[];
}

/**
 * A setting that ends a sentence, `operated by <Setting name="legalEntity" />.`, leaves out the
 * sentence's period when its value, as `valueText` reads it, already ends with one: "Pollfly, Inc."
 * never becomes "Pollfly, Inc..". Done in the tree, before anything reads its words.
 */
function dropDoubledPeriods(node: SyntaxNode, valueText: ValueText): void {
  node.children?.forEach((child, index, siblings) => {
    const next = siblings[index + 1];
    if (
      child.type === 'mdxJsxTextElement' &&
      child.name === 'Setting' &&
      valueText('Setting', attributesOf(child))?.endsWith('.') &&
      next?.type === 'text' &&
      typeof next.value === 'string'
    )
      next.value = next.value.replace(/^\./, '');
    dropDoubledPeriods(child, valueText);
  });
}

async function resolve(library: LegalLibrary, legalText: LegalText): Promise<ResolvedText> {
  const valueText = pageValueIn(legalText.language);
  let tree: SyntaxNode = { type: 'root', children: [] };
  // Sätteri's `mdxToMdast` runs no plugins: the compile runs them, and a last plugin's `after`
  // hook sees the tree they leave.
  await mdxToJs(legalText.source, {
    features: RENDERED_MARKDOWN_FEATURES,
    mdastPlugins: [
      legalReferences(library, legalText),
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
  dropDoubledPeriods(tree, valueText);
  const aids = readReadingAids(tree, valueText);
  return {
    tree: filledTags(tree, legalText, aids),
    sections: legalSections(aids),
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
