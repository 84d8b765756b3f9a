/**
 * The content check of the translations: each one names an English version by its file's date and
 * that version's registered text by its hash, and has that text's structure. A translation whose
 * hash is of an earlier English text (corrected since), of another version, or of no registered
 * text is refused with the hash to copy; so is one whose English version does not exist. Its body
 * is checked like an English text (tags, links, summaries, terms), against the Spanish pages.
 */
import { formatLongDay } from '../../lib/dates.ts';
import { frontmatterKeyLine } from '../source/frontmatter-block.ts';
import type { LegalProblem, Problem } from '../problems.ts';
import type { LegalContent } from './check.ts';
import { documentNames, versionDay, type ParsedVersion } from '../source/parsed-versions.ts';
import { registerEntry, textHash, type Register } from '../register-file.ts';
import { lintBody } from './body.ts';
import { lintReadingAids } from './summaries-and-terms.ts';
import { lintTranslationStructure } from './translation-structure.ts';
import { resolveReference, type ReferenceScope } from '../references/resolve.ts';
import type { TranslatedHeadings } from '../references/scope.ts';
import { translationFile } from '../translations/languages.ts';
import { translatedVersion, type ParsedTranslation } from '../translations/parsed-translations.ts';

interface TranslationCheck {
  /** The register as read (empty when it cannot be read: that is reported on its own). */
  register: Register;
  /** What is checked: its English versions, and its register's path and its folder name files in messages. */
  content: LegalContent;
  /** What a version's links and references reach, in English or in a translation. */
  scopeOf: (version: ParsedVersion, translation: TranslatedHeadings) => ReferenceScope;
  /** Whether an English text is free of mistakes of its own, so its structure is the one to compare with (root cause first). */
  comparable: (version: ParsedVersion) => boolean;
}

/** Every hash an English text has had: its text's, and the register's for it. */
function hashesOf(version: ParsedVersion, register: Register): string[] {
  const entry = registerEntry(register, version.document, versionDay(version)!);
  const corrected = (entry?.corrections ?? []).map((correction) => correction.previousSha256);
  return [textHash(version.source), ...(entry ? [entry.sha256] : []), ...corrected];
}

/** What is wrong with the hash in `translates`, if anything. */
function lintSourceHash(
  translation: ParsedTranslation,
  version: ParsedVersion,
  check: TranslationCheck,
): Problem | undefined {
  const translates = translation.frontmatter.data!.translates;
  const entry = registerEntry(check.register, version.document, translation.day);
  // A version not registered yet is translated from its text as it stands.
  const expected = entry?.sha256 ?? textHash(version.source);
  if (translates === expected) return undefined;
  const line = frontmatterKeyLine(translation.outline.frontmatter!, 'translates');
  const corrections = entry?.corrections ?? [];
  const corrected = corrections.findIndex((correction) => correction.previousSha256 === translates);
  if (corrected !== -1) {
    const correction = corrections[corrected]!;
    const later = corrections.length - corrected - 1;
    return {
      line,
      problem: `"translates" is the hash of the English text of ${formatLongDay(translation.day)} before its correction of ${formatLongDay(correction.on)} ("${correction.note}")${later ? ` and ${later} later one${later === 1 ? '' : 's'}` : ''}: the English text was corrected after this translation was made`,
      fix: `bring the translation up to date with the correction (compare the two English texts in git), then set translates to ${expected}`,
    };
  }
  // The first version, in file order, whose text has had this hash.
  const other = check.content.versions.find(
    (english) => english.frontmatter.data && hashesOf(english, check.register).includes(translates),
  );
  if (other && other !== version) {
    const otherDay = versionDay(other)!;
    return {
      line,
      problem: `"translates" is the hash of the ${other.frontmatter.data!.title} version of ${formatLongDay(otherDay)}, not of the version of ${formatLongDay(translation.day)} this file is named after`,
      fix: `if it translates that version, move it to ${translationFile(check.content.dir, translation.language, other.document, otherDay)}; if it translates this one, set translates to ${expected}`,
    };
  }
  return {
    line,
    problem: '"translates" matches no registered English text',
    fix: `copy the sha256 of the ${version.document} version of ${translation.day} from ${check.content.register.file}: ${expected}`,
  };
}

function lintChanges(translation: ParsedTranslation, version: ParsedVersion): Problem | undefined {
  const count = translation.frontmatter.data!.changes.length;
  const english = version.frontmatter.data!.changes.length;
  if (count === english) return undefined;
  return {
    line: frontmatterKeyLine(translation.outline.frontmatter!, 'changes'),
    problem: `field "changes" has ${count} point${count === 1 ? '' : 's'}, but the English version lists ${english}`,
    fix: 'translate each point of the English changes, one for one, in the same order',
  };
}

/**
 * The English version a translation belongs to, or what is wrong with its place; `undefined`
 * while the document's dates cannot be read (its frontmatter is reported).
 */
function lintPlace(
  translation: ParsedTranslation,
  check: TranslationCheck,
): ParsedVersion | Problem | undefined {
  const documents = documentNames(check.content.versions);
  const folder = `${check.content.dir}/${translation.language}`;
  if (!documents.includes(translation.document))
    return {
      line: 1,
      problem: `"${translation.document}" is not a legal document, so this file translates nothing`,
      fix: `move it into the folder under ${folder}/ named after its document: ${documents.join(', ')}`,
    };
  const own = check.content.versions.filter((version) => version.document === translation.document);
  if (own.some((version) => !version.frontmatter.data)) return undefined;
  const version = translatedVersion(own, translation);
  if (version) return version;
  // A published version whose file is gone is reported as that (root cause first): its
  // translation is right where it is, and is compared again once the version is restored.
  if (registerEntry(check.register, translation.document, translation.day)) return undefined;
  return {
    line: 1,
    problem: `no version of ${translation.document} takes effect on ${translation.day}, so this file translates nothing`,
    fix: `name the file after the date of the English version it translates: ${own
      .map((version) => versionDay(version)!)
      .sort()
      .map((day) => `${day}.mdx`)
      .join(', ')}`,
  };
}

export function lintTranslations(
  translations: readonly ParsedTranslation[],
  check: TranslationCheck,
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  for (const translation of translations) {
    const found: Problem[] = [...translation.frontmatter.problems];
    const version = lintPlace(translation, check);
    if (version && 'problem' in version) found.push(version);
    else if (version) {
      if (translation.frontmatter.data) {
        const hash = lintSourceHash(translation, version, check);
        const changes = lintChanges(translation, version);
        if (hash) found.push(hash);
        if (changes) found.push(changes);
      }
      // The English text's sections: where the translation's differ, the structure check says so once.
      const scope = check.scopeOf(version, {
        language: translation.language,
        headings: version.outline.headings,
      });
      found.push(
        ...lintBody(translation.outline, {
          scope,
          renumber: undefined,
          publishedHeadings: version.outline.headings,
          numbered: false,
        }),
        ...lintReadingAids(translation.outline.tree, translation.language),
      );
      if (!translation.outline.syntaxError && check.comparable(version))
        found.push(
          ...lintTranslationStructure(
            version.outline,
            translation.outline,
            (ref) => !('problem' in resolveReference(ref.attributes, scope)),
          ),
        );
    }
    problems.push(...found.map((problem) => ({ file: translation.file, ...problem })));
  }
  return problems;
}
