/**
 * The legal documents collection: every version of every document. Its schema is the contract
 * with the lawyers who edit `content/legal/`; `src/legal/check/integration.ts` reports
 * violations with line numbers before the build gets here.
 *
 * Entry ids are the file paths: `terms` for the latest version, `archive/terms/2024-06-01` for
 * an earlier one. `src/legal/documents.ts` turns them into each document's timeline.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { LEGAL_DIR } from './legal/content-dir';
import { legalFrontmatterSchema } from './legal/schema';

const legal = defineCollection({
  loader: glob({ pattern: ['*.mdx', 'archive/*/*.mdx'], base: `./${LEGAL_DIR}`, generateId: ({ entry }) => entry.replace(/\.mdx$/, '') }),
  schema: legalFrontmatterSchema,
});

export const collections = { legal };
