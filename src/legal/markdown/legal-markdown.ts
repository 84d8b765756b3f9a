/**
 * The site's Markdown pipeline for the legal texts, registered by `astro.config.mjs` in one call:
 * the parser's features and, in order, the plugins that number references, hand a sentence's
 * period to the setting that ends it, and give the reading aids what they show. The resolved
 * tree (resolved-tree.ts) runs the same plugins, so the PDF and the comparisons read what the
 * page renders.
 */
import { satteri } from '@astrojs/markdown-satteri';
import { RENDERED_MARKDOWN_FEATURES } from './syntax-tree';
import { legalReferences } from './references-plugin';
import { legalSentenceEnds } from './sentence-ends-plugin';
import { legalReadingAids } from './reading-aids-plugin';
import type { LegalLibrary } from '../source/library';
import type { LegalText } from '../legal-text';

/** The pipeline's plugins in order, reading `library` (the build's, unless told) and `text`, when known. */
export const legalMdastPlugins = (library?: () => LegalLibrary, text?: LegalText) => [
  legalReferences(library, text),
  legalSentenceEnds(),
  legalReadingAids(library, text),
];

export const legalMarkdown = () =>
  satteri({ features: RENDERED_MARKDOWN_FEATURES, mdastPlugins: legalMdastPlugins() });
