/**
 * The whole content check over the legal documents, as pure logic: every version's frontmatter
 * and body, the versions' dates, and the register of published versions. Root cause first: a
 * document whose text cannot be read is reported once, and nothing that depends on it (links
 * into it, its dates, its register entries) is checked until it can.
 */
import { sortProblems, type LegalProblem } from '../problems.ts';
import { lintBody } from './body.ts';
import { legalCommands } from '../commands.ts';
import { lintReadingAids } from './summaries-and-terms.ts';
import { parseRegister } from '../register-file.ts';
import { lintRegister } from './published-texts.ts';
import { referenceScopes } from '../references/scope.ts';
import {
  parseVersion,
  versionDay,
  type LegalVersionSource,
  type ParsedVersion,
} from '../source/parsed-versions.ts';
import { lintVersions } from './versions.ts';
import { lintNotice } from './notice.ts';
import { withdrawals } from '../withdrawals.ts';
import { lintTranslations } from './translation-check.ts';
import { lintCharacters } from './characters.ts';
import { lintPdfMarkdown } from './pdf-markdown.ts';
import type { SourceOutline } from '../source/outline.ts';
import type { LegalLibrary } from '../source/library.ts';
import {
  parseTranslation,
  withTranslations,
  type ParsedTranslation,
  type TranslationSource,
} from '../translations/parsed-translations.ts';

/** What the library holds, its texts as read (the tests, the commands) or already parsed (the build). */
export interface LegalContent extends Pick<LegalLibrary, 'dir' | 'buildDay' | 'register'> {
  versions: readonly (LegalVersionSource | ParsedVersion)[];
  /** None when there are none. */
  translations?: readonly (TranslationSource | ParsedTranslation)[];
  /** A production build also refuses versions that were never registered. */
  production: boolean;
}

interface LegalFindings {
  /** The mistakes to fix, in file order. */
  mistakes: LegalProblem[];
  /**
   * Published versions whose text differs from the register. Listed after the mistakes: fixing
   * a mistake is itself an edit, and whether the edit becomes a new version or a recorded
   * correction is decided once the text is right.
   */
  changedTexts: LegalProblem[];
}

/** Every problem, the mistakes first: what the build and the dev server report, in that order. */
export function checkLegalContent(content: LegalContent): LegalProblem[] {
  const { mistakes, changedTexts } = legalFindings(content);
  return [...mistakes, ...changedTexts];
}

/**
 * What no stage after the check could publish, in an English text or a translation alike: its
 * hidden characters, those the PDF cannot draw, and Markdown the PDF cannot set (lines MDX would
 * run as code included).
 */
const lintSourceText = (text: { source: string; outline: SourceOutline }) => [
  ...lintCharacters(text.source),
  ...lintPdfMarkdown(text.outline.tree),
];

export function legalFindings(content: LegalContent): LegalFindings {
  const translations = (content.translations ?? []).map((source) =>
    'outline' in source ? source : parseTranslation(source),
  );
  const versions = withTranslations(
    content.versions.map((source) => ('outline' in source ? source : parseVersion(source))),
    translations,
  );
  const reading = parseRegister(content.register.text, content.register.file);
  const register = 'register' in reading ? reading.register : {};
  const withdrawn = withdrawals(versions, register, content.buildDay, versionDay);
  const scopeOf = referenceScopes(versions, content.buildDay, withdrawn);

  const problems: LegalProblem[] = [];
  /** Versions with mistakes of their own: their translations are compared with them once they are fixed. */
  const mistaken = new Set<ParsedVersion>();
  for (const version of versions) {
    const publishedHeadings = versions
      .filter(
        (other) => other.document === version.document && other.archivedAs && other !== version,
      )
      .flatMap((other) => other.outline.headings);
    const body = lintBody(version.outline, {
      scope: scopeOf(version),
      publishedHeadings,
      renumber: version.archivedAs ? undefined : legalCommands.renumber(version.document),
    });
    const aids = lintReadingAids(version.outline.tree);
    const found = [...version.frontmatter.problems, ...body, ...aids, ...lintSourceText(version)];
    if (found.length) mistaken.add(version);
    problems.push(...found.map((problem) => ({ file: version.file, ...problem })));
  }
  for (const translation of translations)
    problems.push(
      ...lintSourceText(translation).map((problem) => ({ file: translation.file, ...problem })),
    );
  problems.push(
    ...lintTranslations(translations, {
      versions,
      register,
      content,
      scopeOf,
      comparable: (version) => !mistaken.has(version),
    }),
  );
  let changedTexts: LegalProblem[] = [];
  if ('register' in reading) {
    const findings = lintRegister(versions, reading.register, content);
    changedTexts = findings.changedTexts;
    problems.push(
      ...findings.problems,
      ...lintVersions(versions, content, withdrawn, findings.lostVersions),
      ...lintNotice(versions, reading.register, content.buildDay, withdrawn),
    );
  } else {
    problems.push(
      { file: content.register.file, ...reading },
      // Without the register, which announced versions were withdrawn is unknown.
      ...lintVersions(versions, content, undefined),
    );
  }
  return { mistakes: sortProblems(problems), changedTexts: sortProblems(changedTexts) };
}
