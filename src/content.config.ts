/**
 * The legal documents collection. Its schema is the contract with the lawyers who edit
 * `content/legal/*.mdx`; `src/integrations/legal-content-check.ts` reports violations with line
 * numbers before the build gets here.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { legalFrontmatterSchema } from './lib/legal/schema';

const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/legal' }),
  schema: legalFrontmatterSchema,
});

export const collections = { legal };
