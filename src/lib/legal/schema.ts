/**
 * The frontmatter contract between the legal documents and the site. Every message names the
 * field and says how to fix it, because the people who read these errors are lawyers editing
 * MDX, not developers.
 */
import { z } from 'astro/zod';

/** The label in front of a document's date, as it appears on the page. */
export const dateLabels = ['Effective', 'Last updated'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toUtcDate(value: string): Date | undefined {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date written `YYYY-MM-DD`; YAML may already have turned it into a Date. */
const calendarDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'write the date as YYYY-MM-DD, for example 2025-09-12' })
    .regex(ISO_DATE, { error: 'write the date as YYYY-MM-DD, for example 2025-09-12', abort: true })
    .refine((value) => toUtcDate(value)?.toISOString().startsWith(value), {
      error: 'this date does not exist in the calendar',
    })
    .transform((value) => toUtcDate(value)!),
);

function length(min: number, max: number, use: string) {
  const message = `must be ${min}–${max} characters (${use})`;
  return z.string({ error: `is required: ${use}` }).trim().min(min, { error: message }).max(max, { error: message });
}

export const legalFrontmatterSchema = z.strictObject(
  {
    /** The document's name: the page's h1 and, with the brand, its browser title. */
    title: length(3, 60, 'the page heading and search-result title'),
    /** One sentence for search results and link previews. */
    description: length(50, 160, 'the summary shown in search results'),
    /** Whether the date is when the document takes effect or when it was last changed. */
    dateLabel: z.enum(dateLabels, {
      error: `must be one of: ${dateLabels.map((label) => `"${label}"`).join(', ')}`,
    }),
    /** The date shown after the label and the day this version takes effect, in UTC so it never shifts by a day. */
    date: calendarDate,
    /** What this version changed, in a few short points: shown in the history and the update feed. */
    changes: z
      .array(length(3, 300, 'one short point about what this version changed'), {
        error: (issue) =>
          issue.input === undefined
            ? 'is required: a list of what this version changed, each point on its own line starting with "  - "'
            : 'must be a list of short points, each on its own line starting with "  - "',
      })
      .min(1, { error: 'needs at least one point saying what this version changed' })
      .max(12, { error: 'may have at most 12 points; summarise, the full comparison is generated' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field; allowed fields are title, description, dateLabel, date, changes` : undefined) },
);

export type LegalFrontmatter = z.infer<typeof legalFrontmatterSchema>;
