/**
 * The fields the published data files (`versions.json`, `consent.json`) share, as zod schemas
 * their JSON Schemas are generated from.
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
