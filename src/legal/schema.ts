/**
 * The frontmatter contract between the legal documents and the site. Every message says what is
 * wrong and, after " — ", what to do, because the people who read these errors are lawyers
 * editing MDX, not developers. The content check puts the field's name in front.
 */
import { z } from 'astro/zod';
import { day, sha256Of } from './fields.ts';

/** The label in front of a document's date, as it appears on the page. */
export const dateLabels = ['Effective', 'Last updated'] as const;

export type DateLabel = (typeof dateLabels)[number];

/** The value a field holds, quoted for a message: YAML may give any type, shown as `String` shows it. */
const quoted = (input: unknown): string => `"${String(input)}"`;

function length(min: number, max: number, use: string) {
  const fix = `write ${min}–${max} characters: ${use}`;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `is missing — add it: ${use}, ${min}–${max} characters`
          : `is not text — ${fix}`,
    })
    .trim()
    .min(min, { error: `is too short — ${fix}` })
    .max(max, { error: `is too long — ${fix}` });
}

/** The words a version and its translations both start with, each a text a reader sees. */
const named = {
  /** The document's name: the page's h1 and, with the brand, its browser title. */
  title: length(3, 60, 'the page heading and search-result title'),
  /** One sentence for search results and link previews. */
  description: length(50, 160, 'the summary shown in search results'),
};

/** What this version changed, in a few short points: shown in the history and the update feed. */
const changes = z
  .array(length(3, 300, 'one short point about what this version changed'), {
    error: (issue) =>
      `${issue.input === undefined ? 'is missing' : 'is not a list'} — list what this version changed, each point on its own line starting with "  - "`,
  })
  .min(1, { error: 'is empty — add at least one point saying what this version changed' })
  .max(12, { error: 'has more than 12 points — summarise: the full comparison is generated' });

/** The fields of `shape`, and no other: a field not in it is refused, naming the ones there are. */
const onlyFields = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `is not a known field — remove it, or correct its spelling: the fields are ${Object.keys(shape).join(', ')}`
        : undefined,
  });

/** A version's frontmatter, its fields in the order the guide lists them. */
export const versionFrontmatter = onlyFields({
  ...named,
  /** Whether the date is when the document takes effect or when it was last changed. */
  dateLabel: z.enum(dateLabels, {
    error: (issue) =>
      `${issue.input === undefined ? 'is missing' : `is ${quoted(issue.input)}`} — use one of: ${dateLabels.map((label) => `"${label}"`).join(', ')}`,
  }),
  /** The date shown after the label, and the day this version takes effect (at 00:00 in the legal time zone). */
  date: day,
  /**
   * Whether a version needs advance notice: `none` (no adverse change, may take effect the day it
   * is published) or `advance` (an adverse change, `noticeDays` after). Optional here: versions
   * registered before the rule have none, and the content check requires it of the others.
   */
  notice: z
    .enum(['none', 'advance'], {
      error: (issue) =>
        `is ${quoted(issue.input)} — use "none" when the version changes nothing to the reader's disadvantage, "advance" when it does`,
    })
    .optional(),
  changes,
});

/**
 * A translation's frontmatter: its own words for the title, description and changes, and the
 * SHA-256 of the English text it translates, copied from the register, which ties it to that text.
 * Its date and label are the English version's.
 */
export const translationFrontmatter = onlyFields({
  ...named,
  /** The registered SHA-256 of the English version this translates. */
  translates: sha256Of("the English version it translates, from the register's entry of that date"),
  changes,
});

export type LegalFrontmatter = z.infer<typeof versionFrontmatter>;
export type TranslationFrontmatter = z.infer<typeof translationFrontmatter>;
