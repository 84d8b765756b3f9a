// A translation names its English text by day and registered hash, and matches its changes.
import { formatLongDay } from '../../lib/dates.ts';
import type { LegalProblem, Problem } from '../problems.ts';
import { registerEntry, type Register } from '../register-file.ts';
import { lintTranslationStructure } from './translation-structure.ts';
import { lintLinks } from './links-check.ts';
import { resolveReference, type ReferenceScope } from '../library/references.ts';
import { translationFile, type TranslatedLanguage } from '../files.ts';
import type { TranslationText, Version } from '../library/library.ts';

interface TranslationCheck {
  register: Register;
  versions: readonly Version[];
  legalDir: string;
  registerFile: string;
  scopeOf: (version: Version, language: TranslatedLanguage) => ReferenceScope;
  comparable: (version: Version) => boolean;
}

function hashesOf({ document, day, english }: Version, register: Register): string[] {
  const entry = registerEntry(register, document, day);
  const corrected = (entry?.corrections ?? []).map((correction) => correction.previousSha256);
  return [english.sha256, ...(entry ? [entry.sha256] : []), ...corrected];
}

function lintSourceHash(translation: TranslationText, version: Version, check: TranslationCheck) {
  const { translates } = translation.frontmatter;
  const entry = registerEntry(check.register, version.document, version.day);
  // A version not registered yet is translated from its text as it stands.
  const expected = entry?.sha256 ?? version.english.sha256;
  if (translates === expected) return undefined;
  const line = translation.lines['translates']!;
  const corrections = entry?.corrections ?? [];
  const corrected = corrections.findIndex((correction) => correction.previousSha256 === translates);
  if (corrected !== -1) {
    const correction = corrections[corrected]!;
    const later = corrections.length - corrected - 1;
    return {
      line,
      problem: `"translates" is the hash of the English text of ${formatLongDay(version.day)} before its correction of ${formatLongDay(correction.on)} ("${correction.note}")${later ? ` and ${later} later one${later === 1 ? '' : 's'}` : ''}: the English text was corrected after this translation was made`,
      fix: `bring the translation up to date with the correction (compare the two English texts in git), then set translates to ${expected}`,
    };
  }
  const other = check.versions.find((english) =>
    hashesOf(english, check.register).includes(translates),
  );
  if (other && other !== version)
    return {
      line,
      problem: `"translates" is the hash of the ${other.english.frontmatter.title} version of ${formatLongDay(other.day)}, not of the version of ${formatLongDay(version.day)} this file is named after`,
      fix: `if it translates that version, move it to ${translationFile(check.legalDir, translation.language as TranslatedLanguage, other.document, other.day)}; if it translates this one, set translates to ${expected}`,
    };
  return {
    line,
    problem: '"translates" matches no registered English text',
    fix: `copy the sha256 of the ${version.document} version of ${version.day} from ${check.registerFile}: ${expected}`,
  };
}

function lintChanges(translation: TranslationText, version: Version): Problem | undefined {
  const count = translation.frontmatter.changes.length;
  const english = version.english.frontmatter.changes.length;
  if (count === english) return undefined;
  return {
    line: translation.lines['changes']!,
    problem: `field "changes" has ${count} point${count === 1 ? '' : 's'}, but the English version lists ${english}`,
    fix: 'translate each point of the English changes, one for one, in the same order',
  };
}

function orphanProblem(translation: TranslationText, check: TranslationCheck): Problem | undefined {
  // A published version whose file is gone is reported as that (root cause first).
  if (registerEntry(check.register, translation.document, translation.fileDay ?? ''))
    return undefined;
  const days = check.versions
    .filter((version) => version.document === translation.document)
    .map((version) => version.day);
  return {
    line: 1,
    problem: `no version of ${translation.document} takes effect on ${translation.fileDay}, so this file translates nothing`,
    fix: `name the file after the date of the English version it translates: ${days
      .sort()
      .map((day) => `${day}.mdx`)
      .join(', ')}`,
  };
}

export function lintTranslations(orphans: readonly TranslationText[], check: TranslationCheck) {
  const problems: LegalProblem[] = [];
  for (const translation of orphans) {
    const problem = orphanProblem(translation, check);
    if (problem) problems.push({ file: translation.file, ...problem });
  }
  for (const version of check.versions)
    for (const [language, translation] of Object.entries(version.translations) as [
      TranslatedLanguage,
      TranslationText,
    ][]) {
      const scope = check.scopeOf(version, language);
      const found = [
        lintSourceHash(translation, version, check),
        lintChanges(translation, version),
        ...lintLinks(translation.meta.outline, scope, version.english.meta.outline.headings),
        ...(check.comparable(version)
          ? lintTranslationStructure(
              version.english.meta,
              translation.meta.outline,
              (ref) => !('problem' in resolveReference(ref.attributes, scope)),
            )
          : []),
      ].filter((problem) => problem !== undefined);
      problems.push(...found.map((problem) => ({ file: translation.file, ...problem })));
    }
  return problems;
}
