/**
 * The legal documents collection: every version of every document, from the build's legal library
 * (`src/legal/source/library.ts`), which has read and parsed each file once. Its schema is the
 * contract with the lawyers who edit `content/legal/`; the content check reports violations with
 * line numbers before the build gets here.
 *
 * Entry ids are the file paths: `terms` for the latest version, `archive/terms/2024-06-01` for
 * an earlier one. `src/legal/documents.ts` turns them into each document's timeline.
 */
import { defineCollection } from 'astro:content';
import { legalLoader } from './legal/source/loader';
import { legalFrontmatterSchema } from './legal/schema';

const legal = defineCollection({ loader: legalLoader(), schema: legalFrontmatterSchema });

export const collections = { legal };
