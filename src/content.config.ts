/**
 * The legal documents collection: every version of every document, from the build's legal library
 * (`src/legal/source/library.ts`), which has read and parsed each file once. Its schema is the
 * contract with the lawyers who edit `content/legal/`; the content check reports violations with
 * line numbers before the build gets here.
 *
 * Entry ids are the file paths: `terms` for the latest version, `archive/terms/2024-06-01` for
 * an earlier one. `src/legal/document-pages.ts` finds a text's entry by that id. The
 * translations are a collection of their own, with their own schema (`es/terms/2025-03-12`):
 * each is attached to the English version it translates, never a version of its own.
 */
import { defineCollection } from 'astro:content';
import { legalLoader, legalTranslationLoader } from './legal/source/loader';
import { legalFrontmatterSchema, translationFrontmatterSchema } from './legal/schema';

const legal = defineCollection({ loader: legalLoader(), schema: legalFrontmatterSchema });
const legalTranslations = defineCollection({
  loader: legalTranslationLoader(),
  schema: translationFrontmatterSchema,
});

export const collections = { legal, legalTranslations };
