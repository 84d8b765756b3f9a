/**
 * The whole content check over the legal documents, as pure logic: every version's frontmatter
 * and body, the versions' dates, and the register of published versions. Root cause first: a
 * document whose text cannot be read is reported once, and nothing that depends on it (links
 * into it, its dates, its register entries) is checked until it can.
 */
import { sortProblems, type LegalProblem } from '../problems';
import { lintBody } from './body';
import { legalCommands } from '../commands';
import { lintReadingAids } from './reading-aids';
import { parseRegister } from '../version-register';
import { lintRegister } from './register-check';
import { referenceScopes } from '../references/scope';
import {
  parseVersion,
  type LegalVersionSource,
  type ParsedVersion,
} from '../source/parsed-versions';
import { lintVersions } from './versions';

export interface LegalContent {
  /** Every version of every document, as read (the tests) or already parsed (the build's library). */
  sources: readonly (LegalVersionSource | ParsedVersion)[];
  /** The register's path and text (`undefined` when there is none yet). */
  register: { file: string; text: string | undefined };
  /** Site pages other than the legal documents that links may point at: `/`, `/support`. */
  otherPages: readonly string[];
  /** The build day: it decides which version is in force. */
  today: Date;
  /** Where archived versions live, for messages: `content/legal/archive`. */
  archiveDir: string;
  /** A production build also refuses versions that were never registered. */
  production: boolean;
}

export function checkLegalContent(content: LegalContent): LegalProblem[] {
  const versions = content.sources.map((source) =>
    'outline' in source ? source : parseVersion(source),
  );
  const scopeOf = referenceScopes(versions, content.today);

  const problems: LegalProblem[] = [];
  for (const version of versions) {
    const body = lintBody(version.outline, {
      ...content,
      scope: scopeOf(version),
      renumber: version.archivedAs ? undefined : legalCommands.renumber(version.document),
    });
    const aids = lintReadingAids(version.outline.tree);
    for (const found of [...version.frontmatter.problems, ...body, ...aids]) {
      problems.push({ file: version.file, ...found });
    }
  }
  const reading = parseRegister(content.register.text, content.register.file);
  if ('register' in reading) {
    const findings = lintRegister(versions, {
      ...content.register,
      text: content.register.text ?? '',
      register: reading.register,
      production: content.production,
    });
    problems.push(
      ...findings.problems,
      ...lintVersions(versions, content.today, content.archiveDir, findings.lostVersions),
    );
  } else {
    problems.push(
      {
        file: content.register.file,
        line: reading.line,
        problem: reading.problem,
        fix: reading.fix,
      },
      ...lintVersions(versions, content.today, content.archiveDir),
    );
  }
  return sortProblems(problems);
}
