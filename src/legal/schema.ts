// The frontmatter contract; the content check puts the field's name in front of each message.
import { z } from 'astro/zod';
import { day, sha256Of } from './fields.ts';

export const dateLabels = ['Effective', 'Last updated'] as const;
export type DateLabel = (typeof dateLabels)[number];

/** YAML may give any type, shown as `String` shows it. */
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

const named = {
  title: length(3, 60, 'the page heading and search-result title'),
  description: length(50, 160, 'the summary shown in search results'),
};

const changes = z
  .array(length(3, 300, 'one short point about what this version changed'), {
    error: (issue) =>
      `${issue.input === undefined ? 'is missing' : 'is not a list'} — list what this version changed, each point on its own line starting with "  - "`,
  })
  .min(1, { error: 'is empty — add at least one point saying what this version changed' })
  .max(12, { error: 'has more than 12 points — summarise: the full comparison is generated' });

const onlyFields = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `is not a known field — remove it, or correct its spelling: the fields are ${Object.keys(shape).join(', ')}`
        : undefined,
  });

export const versionFrontmatter = onlyFields({
  ...named,
  dateLabel: z.enum(dateLabels, {
    error: (issue) =>
      `${issue.input === undefined ? 'is missing' : `is ${quoted(issue.input)}`} — use one of: ${dateLabels.map((label) => `"${label}"`).join(', ')}`,
  }),
  date: day,
  /** Optional: versions registered before the rule have none; the content check asks the others. */
  notice: z
    .enum(['none', 'advance'], {
      error: (issue) =>
        `is ${quoted(issue.input)} — use "none" when the version changes nothing to the reader's disadvantage, "advance" when it does`,
    })
    .optional(),
  changes,
});

export const translationFrontmatter = onlyFields({
  ...named,
  translates: sha256Of("the English version it translates, from the register's entry of that date"),
  changes,
});

export type LegalFrontmatter = z.infer<typeof versionFrontmatter>;
export type TranslationFrontmatter = z.infer<typeof translationFrontmatter>;
