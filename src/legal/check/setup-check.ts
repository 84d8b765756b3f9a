import type { HookParameters } from 'astro';
import { legalProblemsSummary, problemsReport } from './library-check';
import type { LegalLibrary } from '../source/library';
import { formatProblems, type LegalProblem } from '../problems';
import { stopBuild } from '../../build/stop-build';

/**
 * Checks the legal documents before anything is built, so an editor's mistake stops the build
 * with one readable line per problem instead of a stack trace or, worse, a broken link online.
 * The dev server does not stop: it prints the same lines, checks again on every save, and shows
 * the first problem in its error overlay on every page until the text is fixed.
 */
export function checkLegalFolder(
  { command, logger }: HookParameters<'astro:config:setup'>,
  library: LegalLibrary,
  check: (library: LegalLibrary) => LegalProblem[],
): void {
  const problems = check(library);
  if (command === 'dev') {
    if (problems.length) return logger.error(problemsReport(problems));
  } else if (problems.length) {
    stopBuild(logger, legalProblemsSummary(problems), formatProblems(problems).split('\n'));
  }
  const archived = library.versions.filter((version) => version.archivedAs).length;
  logger.info(
    `${library.versions.length - archived} legal documents, ${archived} archived versions and ${library.translations.length} translations checked: characters, ids, links, references, values, summaries, defined terms, dates and published texts are valid.`,
  );
}
