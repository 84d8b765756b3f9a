/**
 * The site's Markdown pipeline for the legal texts, set up by the `legal()` integration on the
 * processor Astro has (Sätteri, its native one): the parser's features and, in order, the plugins
 * that number references, hand a sentence's period to the setting that ends it, and give the
 * reading aids what they show. `{#id}` after a heading sets its anchor, which is how legal sections
 * get ids that survive edits to their wording; `<Ref to="id" />` becomes "Section 15", numbered
 * from the headings; `<Term>` gets its definition.
 */
import type { AstroConfig } from 'astro';
import { isSatteriProcessor } from '@astrojs/markdown-satteri';
import { RENDERED_MARKDOWN_FEATURES } from './syntax-tree';
import { legalReferences } from './references-plugin';
import { legalSentenceEnds } from './sentence-ends-plugin';
import { legalReadingAids } from './reading-aids-plugin';
import type { HeldLibrary } from '../source/library';
import type { LegalText } from '../legal-text';

/**
 * The pipeline's plugins in order, reading `held`'s library and `text` when its compiler knows it.
 * The resolved tree (resolved-tree.ts) runs the same plugins, so the PDF and the comparisons read
 * what the page renders.
 */
export const legalMdastPlugins = (held: HeldLibrary, text?: LegalText) => [
  legalReferences(held, text),
  legalSentenceEnds(),
  legalReadingAids(held, text),
];

/**
 * Adds the legal features and plugins to `processor`. Astro's processor closes over its own options
 * object, so they are added to it in place: a new processor merged in by `updateConfig` would be
 * copied, and the copy's plugins never run.
 */
export function addLegalMarkdown(
  processor: AstroConfig['markdown']['processor'],
  held: HeldLibrary,
): void {
  if (!isSatteriProcessor(processor))
    throw new Error(
      `The legal texts need Astro's Sätteri Markdown processor; markdown.processor is "${processor.name}".`,
    );
  Object.assign(processor.options.features, RENDERED_MARKDOWN_FEATURES);
  processor.options.mdastPlugins.push(...legalMdastPlugins(held));
}
