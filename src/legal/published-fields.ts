/**
 * The fields the published data files (`versions.json`, `consent.json`) share, as zod schemas,
 * and the JSON Schema each file's zod schema generates, served beside it.
 */
import { z } from 'astro/zod';

export const day = z.iso.date().meta({ description: 'A calendar day, YYYY-MM-DD (UTC).' });
/** An absolute web address; the pattern says in the JSON Schema what zod's `protocol` check does. */
export const address = z
  .url({ protocol: /^https?$/ })
  .meta({ description: 'An absolute URL.', pattern: '^https?://' });
export const sha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .meta({ description: 'A SHA-256, lower-case hex.' });

/** The JSON Schema (draft 2020-12) of a published file, generated from its zod schema. */
export function publishedJsonSchema(
  schema: z.ZodType,
  about: { path: string; siteUrl: string; title: string; description: string },
) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: new URL(about.path, about.siteUrl).href,
    title: about.title,
    description: about.description,
    ...z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' }),
  };
}
