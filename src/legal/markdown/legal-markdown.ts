/**
 * The site's Markdown pipeline for the legal texts, registered by `astro.config.mjs` in one call:
 * the parser's features and, in order, the plugins that number references, hand a sentence's
 * period to the setting that ends it, and give the reading aids what they show.
 */
import { satteri } from '@astrojs/markdown-satteri';
import { RENDERED_MARKDOWN_FEATURES } from './syntax-tree';
import { legalReferences } from './references-plugin';
import { legalSentenceEnds } from './sentence-ends-plugin';
import { legalReadingAids } from './reading-aids-plugin';

export const legalMarkdown = () =>
  satteri({
    features: RENDERED_MARKDOWN_FEATURES,
    mdastPlugins: [legalReferences(), legalSentenceEnds(), legalReadingAids()],
  });
