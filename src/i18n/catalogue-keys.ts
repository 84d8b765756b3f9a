/**
 * The check that no language lacks an interface string another has. The `Catalogue` type refuses
 * the same at compile time; this says it to a translator, `file:line: what is wrong — what to do`,
 * for catalogues read from files that the compiler did not see typed.
 */
import type { LegalProblem } from '../legal/problems';

/** One language's catalogue, with the file it is written in and that file's text, to find lines. */
export interface CatalogueSource {
  language: string;
  file: string;
  text: string;
  strings: object;
}

function isGroup(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The dotted path of every string (or string function) in a catalogue: `footer.copyright`. */
export function catalogueKeys(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    isGroup(value) ? catalogueKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line where `path` is written in a catalogue's source, each segment looked for from the line
 * of the one before (a group may be written on one line); as far as it is written, so a missing
 * key points at its group, and a missing top-level key at the line that opens the catalogue.
 */
export function keyLine(text: string, path: readonly string[]): number {
  const lines = text.split('\n');
  let from = Math.max(
    0,
    lines.findIndex((source) => /=\s*\{\s*$/.test(source)),
  );
  for (const segment of path) {
    const key = new RegExp(`(^|[{,])\\s*['"]?${escapeRegExp(segment)}['"]?\\s*:`);
    const at = lines.findIndex((source, index) => index >= from && key.test(source));
    if (at < 0) break;
    from = at;
  }
  return from + 1;
}

/**
 * Every key one language lacks that another has, against the first source, the controlling
 * language: a key it has and a translation lacks, at the translation's group where it belongs;
 * a key only a translation has, where the translation writes it.
 */
export function catalogueKeyProblems([
  controlling,
  ...translations
]: readonly CatalogueSource[]): LegalProblem[] {
  if (!controlling) return [];
  const required = new Set(catalogueKeys(controlling.strings));
  return translations.flatMap(({ language, file, text, strings }) => {
    const present = new Set(catalogueKeys(strings));
    const missing = [...required]
      .filter((key) => !present.has(key))
      .map((key) => ({
        file,
        line: keyLine(text, key.split('.').slice(0, -1)),
        problem: `the ${language} catalogue lacks "${key}", which ${controlling.language} has`,
        fix: `add "${key}" here, translating ${controlling.language}'s string in ${controlling.file}:${keyLine(controlling.text, key.split('.'))}`,
      }));
    const extra = [...present]
      .filter((key) => !required.has(key))
      .map((key) => ({
        file,
        line: keyLine(text, key.split('.')),
        problem: `the ${language} catalogue has "${key}", which ${controlling.language} lacks, so no page shows it`,
        fix: `remove it, or add it to ${controlling.file} first`,
      }));
    return [...missing, ...extra];
  });
}
