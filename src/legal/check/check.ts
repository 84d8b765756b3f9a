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
import { lintRegister } from './published-texts.ts';
import { referenceScopes } from '../references/scope.ts';
import type { ParsedVersion } from '../source/parsed-versions.ts';
import { lintVersions } from './versions.ts';
import { lintNotice } from './notice.ts';
import { lintTranslations } from './translation-check.ts';
import { lintCharacters } from './characters.ts';
import { lintPdfMarkdown } from './pdf-markdown.ts';
import type { SourceOutline } from '../source/outline.ts';
import { legalLibrary, type LegalLibrary, type LegalSources } from '../source/library.ts';

/** What the check reads: the library, and whether the build is for production. */
export interface LegalContent extends Omit<LegalLibrary, 'root'> {
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
export function checkLegalLibrary(content: LegalContent): LegalProblem[] {
  const { mistakes, changedTexts } = legalFindings(content);
  return [...mistakes, ...changedTexts];
}

/** The same for the folder's texts as read, as the tests hand them. */
export const checkLegalContent = (content: LegalSources & Pick<LegalContent, 'production'>) =>
  checkLegalLibrary({ ...legalLibrary(content), production: content.production });

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
  const { versions, translations, withdrawn } = content;
  const reading = content.registerReading;
  const register = 'register' in reading ? reading.register : {};
  const scopeOf = referenceScopes(content);

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
      register,
      content,
      scopeOf,
      comparable: (version) => !mistaken.has(version),
    }),
  );
  let changedTexts: LegalProblem[] = [];
  if ('register' in reading) {
    const findings = lintRegister(reading.register, content);
    changedTexts = findings.changedTexts;
    problems.push(
      ...findings.problems,
      ...lintVersions(content, withdrawn, findings.lostVersions),
      ...lintNotice(reading.register, content),
    );
  } else {
    problems.push(
      { file: content.register.file, ...reading },
      // Without the register, which announced versions were withdrawn is unknown.
      ...lintVersions(content, undefined),
    );
  }
  return { mistakes: sortProblems(problems), changedTexts: sortProblems(changedTexts) };
}
