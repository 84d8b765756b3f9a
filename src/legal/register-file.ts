// The register of published versions (`register.json`): each text's hash, so none changes silently.
import { z } from 'astro/zod';
import type { Problem } from './problems.ts';
import { sha256Hex } from '../lib/sha256.ts';
import type { Day } from '../lib/dates.ts';
import { translatedLanguages } from './files.ts';
import { day, sha256 } from './fields.ts';

export const REGISTER_FILE = 'register.json';

export const withdrawal = z.strictObject({ on: day, replacedBy: day });

const translated = z.enum(translatedLanguages);
const correction = z.strictObject({
  on: day,
  note: z.string().min(1),
  notes: z.partialRecord(translated, z.string().min(1)).optional(),
  previousSha256: sha256,
});
const corrections = z.array(correction).optional();

const entrySchema = z.strictObject({
  date: day,
  /** As published or last corrected. */
  sha256,
  /** The day it was registered, which its notice counts from; absent before notice was a rule. */
  published: day.optional(),
  /** A programme registered while it was the project's example: never published in production. */
  example: z.literal(true).optional(),
  withdrawn: withdrawal.optional(),
  corrections,
  translations: z.partialRecord(translated, z.strictObject({ sha256, corrections })).optional(),
});

const registerSchema = z.record(z.string(), z.array(entrySchema));
export type Register = z.infer<typeof registerSchema>;
export type RegisterEntry = z.infer<typeof entrySchema>;
export type Withdrawal = z.infer<typeof withdrawal>;
export type RegisteredText = Pick<RegisterEntry, 'sha256' | 'corrections'>;

export const registerEntry = (register: Register, document: string, day: Day) =>
  register[document]?.find((candidate) => candidate.date === day);

/** Line endings and a byte-order mark do not count as changes. */
export function textHash(source: string): string {
  return sha256Hex(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
}

type RegisterReading = { register: Register } | Problem;

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
    const [document = ''] = result.error.issues[0]?.path ?? [];
    const line = registerLine(text, String(document));
    return { line, problem: 'the register has an entry it cannot read', fix: undo };
  }
  return { register: result.data };
}

export function registerLine(text: string, document: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(`"${document}":`));
  return index === -1 ? 1 : index + 1;
}

/** Sorted, fields in the schema's order, one a line: adding one rewrites no other line. */
export function serializeRegister(register: Register): string {
  const byDate = (a: RegisterEntry, b: RegisterEntry) => a.date.localeCompare(b.date);
  const ordered = Object.keys(register)
    .sort()
    .map((document) => [document, register[document]!.toSorted(byDate)]);
  return `${JSON.stringify(registerSchema.parse(Object.fromEntries(ordered)), null, 2)}\n`;
}

/** Versions withdrawn before taking effect: recorded, or pending today (an earlier main file). */
export function withdrawals<T extends { document: string; archived: boolean; day: Day }>(
  versions: readonly T[],
  register: Register,
  today: Day,
): Map<T, Withdrawal> {
  const withdrawn = new Map<T, Withdrawal>();
  for (const version of versions) {
    const entry = registerEntry(register, version.document, version.day);
    if (version.archived && entry?.withdrawn) withdrawn.set(version, entry.withdrawn);
  }
  for (const main of versions.filter((version) => !version.archived)) {
    const replacedBy = main.day;
    if (registerEntry(register, main.document, replacedBy)) continue;
    for (const version of versions) {
      const archived = version.document === main.document && version.archived;
      if (archived && version.day > replacedBy && version.day > today && !withdrawn.has(version))
        withdrawn.set(version, { on: today, replacedBy });
    }
  }
  return withdrawn;
}
