/**
 * The fields the published data files (`versions.json`, `consent.json`) share, as zod schemas,
 * and the JSON Schema each file's zod schema generates, served beside it.
 */
import { z } from 'astro/zod';
import { day, documentName, sha256 } from './fields.ts';

export { day, documentName, sha256 };

/** An absolute web address; the pattern says in the JSON Schema what zod's `protocol` check does. */
export const address = z
  .url({ protocol: /^https?$/ })
  .meta({ description: 'An absolute URL.', pattern: '^https?://' });
/** A PDF of a text: where it is read, and the SHA-256 of its bytes. */
export const pdfFile = z.looseObject({ address, sha256 });

/** A section's id as an address writes it: `annex-a`. */
export const slug = z.string().regex(/^[a-z0-9-]+$/);

/** The JSON Schema (draft 2020-12) of a published file at `path`, generated from its zod schema. */
export function publishedJsonSchema(schema: z.ZodType, path: string) {
  const { title, description } = schema.meta() ?? {};
  return (siteUrl: string) => ({
    // Written first, where a reader looks: `z.toJSONSchema` puts the meta last.
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: new URL(path, siteUrl).href,
    title,
    description,
    ...z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' }),
  });
}
