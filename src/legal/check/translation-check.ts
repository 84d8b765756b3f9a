// A translation names its English text's day and hash, matches its changes and keeps its structure.
import { formatLongDay } from '../../lib/dates.ts';
import type { LegalProblem, Problem } from '../problems.ts';
import { registerEntry, type Register } from '../register-file.ts';
import { lintLinks } from './links-check.ts';
import { resolveReference, type ReferenceScope } from '../library/references.ts';
import { translationFile, type TranslatedLanguage } from '../files.ts';
import type { TranslationText, Version } from '../library/library.ts';
import type { Outline, Tag } from '../text/outline.ts';
import type { Heading } from '../text/section-numbers.ts';
import type { TextMeta } from '../text/read-text.ts';

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
  const other = check.versions.find((each) => hashesOf(each, check.register).includes(translates));
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
  const files = check.versions
    .filter((version) => version.document === translation.document)
    .map((version) => `${version.day}.mdx`)
    .sort();
  return {
    line: 1,
    problem: `no version of ${translation.document} takes effect on ${translation.fileDay}, so this file translates nothing`,
    fix: `name the file after the date of the English version it translates: ${files.join(', ')}`,
  };
}

const marks = (heading: Heading) => '#'.repeat(heading.depth);
const named = (heading: Heading) => `"${heading.title}" {#${heading.id}}`;

function lintHeadings(english: Heading[], translated: Heading[]): Problem[] {
  const problems: Problem[] = [];
  const present = new Set(translated.map((heading) => heading.id));
  const missing = english.filter((heading) => !present.has(heading.id));
  for (const heading of translated) {
    const at = (problem: string, fix: string) =>
      problems.push({ line: heading.line, problem, fix });
    const source = english.findLast((candidate) => candidate.id === heading.id);
    const { number } = heading;
    if (!source) {
      const renamed = missing.find(
        (other) => other.depth === heading.depth && number !== undefined && other.number === number,
      );
      if (renamed) {
        missing.splice(missing.indexOf(renamed), 1);
        at(
          `the id "${heading.id}" is not one of the English text's; its section ${number} there is ${named(renamed)}`,
          `use the English id, {#${renamed.id}}: an address ending in #${renamed.id} must lead to the same section in both languages`,
        );
      } else
        at(
          `section ${named(heading)} is not in the English text`,
          'remove it: a translation has exactly the sections of the version it translates',
        );
    } else if (source.depth !== heading.depth)
      at(
        `this heading is "${marks(heading)}", but the English heading {#${source.id}} is "${marks(source)}"`,
        `write it with "${marks(source)}", as the English text does`,
      );
    else if (number !== source.number)
      at(
        `this heading is numbered ${number ?? 'nothing'}, but the English heading {#${source.id}} is numbered ${source.number ?? 'nothing'}`,
        source.number
          ? `number it ${source.number}, as the English text does`
          : 'write it without a number, as the English text does',
      );
  }
  for (const heading of missing) {
    // Reported where it belongs: at the translated heading that follows it in the English text.
    const after = english.slice(english.indexOf(heading) + 1).find((next) => present.has(next.id));
    const next = translated.find((candidate) => candidate.id === after?.id) ?? translated.at(-1);
    problems.push({
      line: next?.line ?? 1,
      problem: `section ${named(heading)} of the English text is missing from this translation${after ? ', before this heading' : ''}`,
      fix: `translate it in its place, with the same number and id: "${marks(heading)} ${heading.number ?? ''}… {#${heading.id}}"`,
    });
  }
  return problems;
}

const headingLine = ({ headings }: Outline, id: string) =>
  (headings.find((heading) => heading.id === id) ?? headings[0])?.line ?? 1;

function sectionAt(headings: readonly Heading[], line: number): string {
  return headings.findLast((heading) => heading.depth === 2 && heading.line <= line)?.id ?? '';
}

const refKey = ({ attributes }: Tag) =>
  `<Ref to="${attributes['to'] ?? ''}"${attributes['through'] === undefined ? '' : ` through="${attributes['through']}"`} />`;

const referencesBySection = (outline: Outline, isValid: (ref: Tag) => boolean) =>
  Map.groupBy(
    outline.tags.filter((tag) => tag.name === 'Ref' && isValid(tag)),
    (tag) => sectionAt(outline.headings, tag.line),
  );

function lintReferences(english: Outline, translated: Outline, resolves: (ref: Tag) => boolean) {
  const problems: Problem[] = [];
  const source = referencesBySection(english, () => true);
  const written = referencesBySection(translated, resolves);
  const where = (id: string) => (id ? `section {#${id}}` : 'opening text');
  const has = ({ headings }: Outline, id: string) => headings.some((heading) => heading.id === id);
  // A section only one of the texts has is reported by the headings' check, with its references.
  const shared = (id: string) => id === '' || (has(translated, id) && has(english, id));
  for (const id of new Set([...source.keys(), ...written.keys()].filter(shared))) {
    const expected = (source.get(id) ?? []).map(refKey);
    const left = [...expected];
    for (const ref of written.get(id) ?? []) {
      const index = left.indexOf(refKey(ref));
      if (index !== -1) left.splice(index, 1);
      else
        problems.push({
          line: ref.line,
          problem: `${refKey(ref)} is not a reference of the English text's ${where(id)}`,
          fix: expected.length
            ? `refer to what the English ${where(id)} refers to, as it writes it: ${[...new Set(expected)].join(', ')}`
            : `remove it: the English ${where(id)} refers to no section`,
        });
    }
    for (const ref of new Set(left)) {
      const count = left.filter((key) => key === ref).length;
      problems.push({
        line: headingLine(translated, id),
        problem: `the English text has ${ref} in its ${where(id)}${count > 1 ? ` ${count} more times than this translation` : ', which this translation leaves out'}`,
        fix: `translate the sentence it is in, keeping ${ref} as it is written`,
      });
    }
  }
  return problems;
}

function lintDefinitions(english: TextMeta, translated: Outline): Problem[] {
  const problems: Problem[] = [];
  const anchors = new Map(english.definitions.map((definition) => [definition.anchor, definition]));
  const used = new Map<string, number>();
  const unused = () => [...anchors.keys()].filter((anchor) => !used.has(anchor)).join(', ');
  for (const { name, attributes, line } of translated.tags) {
    if (name !== 'Define') continue;
    const anchor = attributes['anchor'];
    if (!anchor)
      problems.push({
        line,
        problem: '<Define> has no anchor, so links to the English term do not lead to it',
        fix: `name the English term's anchor: <Define anchor="term-…">…</Define>, one of ${unused() || 'none left'}`,
      });
    else if (used.has(anchor))
      problems.push({
        line,
        problem: `the anchor "${anchor}" is already defined on line ${used.get(anchor)}`,
        fix: 'define each English term once: keep one <Define>, and mark other uses with <Term>',
      });
    else {
      used.set(anchor, line);
      if (!anchors.has(anchor))
        problems.push({
          line,
          problem: `<Define anchor="${anchor}"> is not the anchor of a term the English text defines`,
          fix: `use the anchor of the English term this word translates: ${unused() || 'the English text defines no other'}`,
        });
    }
  }
  for (const [anchor, { term, line }] of anchors) {
    if (used.has(anchor)) continue;
    const section = sectionAt(english.outline.headings, line);
    problems.push({
      line: headingLine(translated, section),
      problem: `the English text defines "${term}" in ${section ? `section {#${section}}` : 'its opening text'}, but this translation has no <Define anchor="${anchor}">`,
      fix: `mark the translated term where the section defines it: <Define anchor="${anchor}">…</Define>`,
    });
  }
  return problems;
}

function lintStructure(english: TextMeta, translated: Outline, scope: ReferenceScope): Problem[] {
  // A `<Ref>` that does not resolve is reported by the body check.
  const resolves = (ref: Tag) => !('problem' in resolveReference(ref.attributes, scope));
  const sections = (outline: Outline) =>
    outline.headings.filter(
      (heading) => (heading.depth === 2 || heading.depth === 3) && heading.id !== undefined,
    );
  return [
    ...lintHeadings(sections(english.outline), sections(translated)),
    ...lintReferences(english.outline, translated, resolves),
    ...lintDefinitions(english, translated),
  ];
}

export function lintTranslations(orphans: readonly TranslationText[], check: TranslationCheck) {
  const problems: LegalProblem[] = [];
  for (const translation of orphans) {
    const problem = orphanProblem(translation, check);
    if (problem) problems.push({ file: translation.file, ...problem });
  }
  for (const version of check.versions)
    for (const translation of Object.values(version.translations)) {
      const scope = check.scopeOf(version, translation.language as TranslatedLanguage);
      const found = [
        lintSourceHash(translation, version, check),
        lintChanges(translation, version),
        ...lintLinks(translation.meta.outline, scope, version.english.meta.outline.headings),
        ...(check.comparable(version)
          ? lintStructure(version.english.meta, translation.meta.outline, scope)
          : []),
      ].filter((problem) => problem !== undefined);
      problems.push(...found.map((problem) => ({ file: translation.file, ...problem })));
    }
  return problems;
}
