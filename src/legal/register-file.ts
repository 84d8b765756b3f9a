/**
 * The register of published versions, `<legal dir>/register.json`: for every version of every
 * document, the day it takes effect and a hash of its text, with a log of any corrections made in
 * place. The legal commands keep it; the build compares every file against it, so a published
 * version can be neither changed nor lost without the explicit step that records it.
 */
import { z } from 'astro/zod';
import type { Problem } from './problems.ts';
import { sha256Hex } from '../lib/sha256.ts';
import type { Day } from '../lib/dates.ts';
import { translatedLanguages } from './translations/languages.ts';
import { day, sha256 } from './fields.ts';

export const REGISTER_FILE = 'register.json';

/** A version replaced before it took effect: the day that was recorded, and the replacing version's date. */
export const withdrawal = z.strictObject({ on: day, replacedBy: day });

/** Each deliberate change made to a published text in place, oldest first. */
const corrections = z
  .array(z.strictObject({ on: day, note: z.string().min(1), previousSha256: sha256 }))
  .optional();

/** One version's entry: its hash, corrections and translations. */
const entrySchema = z.strictObject({
  /** The day the version takes effect, as in its frontmatter. */
  date: day,
  /** SHA-256 of its text (line endings normalised), as published or last corrected. */
  sha256,
  /** The day it was registered, which its notice counts from; absent for versions registered before notice was. */
  published: day.optional(),
  /** Set when a version dated earlier replaced it before it took effect: it never applied. */
  withdrawn: withdrawal.optional(),
  corrections,
  /** Its published translations, by language, protected like the English text. */
  translations: z
    .partialRecord(z.enum(translatedLanguages), z.strictObject({ sha256, corrections }))
    .optional(),
});

const registerSchema = z.record(z.string(), z.array(entrySchema));

export type Register = z.infer<typeof registerSchema>;
export type RegisterEntry = z.infer<typeof entrySchema>;
export type Withdrawal = z.infer<typeof withdrawal>;
/** What the register holds of one text, English or a translation. */
export type RegisteredText = Pick<RegisterEntry, 'sha256' | 'corrections'>;

/** The register's entry for the version of `day` of `document`. */
export const registerEntry = (register: Register, document: string, day: Day) =>
  register[document]?.find((candidate) => candidate.date === day);

/** The hash a version is registered by; line endings and a byte-order mark do not count as changes. */
export function textHash(source: string): string {
  return sha256Hex(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
}

export type RegisterReading = { register: Register } | Problem;

/** Reads the register's text; a missing register is an empty one (nothing published yet). */
export function parseRegister(text: string | undefined, file: string): RegisterReading {
  if (text === undefined) return { register: {} };
  const undo = `it is written by the legal commands only: undo the hand edit with git checkout -- ${file}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const line = Number(/line (\d+)/.exec(String(error))?.[1] ?? 1);
    return { line, problem: 'the register is not valid JSON', fix: undo };
  }
  const result = registerSchema.safeParse(json);
  if (!result.success) {
    const [document] = result.error.issues[0]?.path ?? [];
    return {
      line: registerLine(text, String(document ?? '')),
      problem: 'the register has an entry it cannot read',
      fix: undo,
    };
  }
  return { register: result.data };
}

/** The line where a document's entries start, for messages about them. */
export function registerLine(text: string, document: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(`"${document}":`));
  return index === -1 ? 1 : index + 1;
}

/**
 * The register as the commands write it: documents and versions in order, one field per line,
 * each entry's fields in the order the schema lists them (zod's output follows its shape), so a
 * command that adds one rewrites no other line.
 */
export function serializeRegister(register: Register): string {
  const ordered = Object.keys(register)
    .sort()
    .map((document) => [
      document,
      register[document]!.toSorted((a, b) => a.date.localeCompare(b.date)),
    ]);
  return `${JSON.stringify(registerSchema.parse(Object.fromEntries(ordered)), null, 2)}\n`;
}
