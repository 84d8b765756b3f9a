// The `Catalogue` type refuses the same at compile time; this tells a translator the file and line.
import type { LegalProblem } from '../legal/problems';

export interface CatalogueSource {
  language: string;
  file: string;
  text: string;
  strings: object;
}

const isGroup = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const catalogueKeys = (strings: object, prefix = ''): string[] =>
  Object.entries(strings).flatMap(([key, value]) =>
    isGroup(value) ? catalogueKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
