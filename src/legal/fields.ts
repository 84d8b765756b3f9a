// The legal values' zod schemas; a message says what is wrong, then after " — " what to do.
import { z } from 'astro/zod';
import { isDay } from '../lib/dates.ts';

export const DOCUMENT_NAMES = ['privacy', 'terms', 'official-rules'] as const;
export const documentName = z.enum(DOCUMENT_NAMES, {
  error: (issue) =>
    `"${String(issue.input)}" is not a legal document — use one of: ${DOCUMENT_NAMES.join(', ')}`,
});
export type DocumentName = z.infer<typeof documentName>;
export const isDocumentName = (name: string): name is DocumentName =>
  (DOCUMENT_NAMES as readonly string[]).includes(name);

function dayFormat(input: unknown): string {
  const date = typeof input === 'string' ? new Date(`${input} UTC`) : undefined;
  const example =
    date && !Number.isNaN(date.getTime())
      ? `as ${date.toISOString().slice(0, 10)}`
      : 'like 2025-09-12';
  return `is not written as YYYY-MM-DD — write it ${example}`;
}

/** YAML reads an unquoted day as a Date: it is taken back as written. */
export const day = z
  .preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? 'is missing — add the day, like 2025-09-12'
            : dayFormat(issue.input),
      })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: (issue) => dayFormat(issue.input), abort: true })
      .refine(isDay, {
        error: 'is a day that does not exist — check the month and the day (YYYY-MM-DD)',
      }),
  )
  .meta({ description: 'A calendar day, YYYY-MM-DD, in the legal time zone.', format: 'date' });

export const sha256Of = (of: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `is missing — add the sha256 of ${of}`
          : `is not text — copy the 64-character sha256 of ${of}`,
    })
    .regex(/^[0-9a-f]{64}$/, {
      error: `is not a SHA-256 — copy the 64 characters (0–9, a–f) of ${of}`,
    })
    .meta({ description: 'A SHA-256, lower-case hex.' });

export const sha256 = sha256Of('the text, from the register');
export type Sha256 = z.infer<typeof sha256>;

/** The pattern says in the JSON Schema what zod's `protocol` check does. */
export const address = z
  .url({ protocol: /^https?$/ })
  .meta({ description: 'An absolute URL.', pattern: '^https?://' });
export const pdfFile = z.looseObject({ address, sha256 });
export const slug = z.string().regex(/^[a-z0-9-]+$/);

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
