// The legal texts, compiled by `@astrojs/mdx` with the legal plugin (`legal()` in astro.config.mjs),
// and the data files the legal library reads with them.
import { defineCollection } from 'astro:content';
import { dataFilePatterns, dataFiles, legalTexts } from './legal/collections';
import { LEGAL_DIR, PROMOTIONS_DIR } from './config/legal-dir';

export const collections = {
  /** Each document's versions, in force, upcoming and archived, and their translations. */
  legal: defineCollection({ loader: legalTexts(LEGAL_DIR) }),
  /** The register of published versions, the sign-up consent wording, the programmes and their register. */
  legalData: defineCollection({ loader: dataFiles(dataFilePatterns(LEGAL_DIR, PROMOTIONS_DIR)) }),
};
