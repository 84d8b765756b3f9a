/**
 * The content check of whatever the legal library holds now. A build opens the library once and
 * checks it before anything is built; the dev server reads the folder again after each save
 * (dev-reread.ts), and each new reading is checked the same way, once: `legal()` holds the check.
 */
import type { HookParameters } from 'astro';
import { checkLegalLibrary, type LegalContent } from './check';
import { formatProblems, problemsSummary, type LegalProblem } from '../problems';
import type { LegalLibrary } from '../source/library';
import { stopBuild } from '../../build/stop-build';

/** Every problem in a library, the mistakes first, as the build reports them; each reading checked once. */
export function libraryCheck({
  production,
}: Pick<LegalContent, 'production'>): (library: LegalLibrary) => LegalProblem[] {
  const checked = new WeakMap<LegalLibrary, LegalProblem[]>();
  return (library) => {
    if (!checked.has(library)) checked.set(library, checkLegalLibrary({ ...library, production }));
    return checked.get(library)!;
  };
}

/** The line above the legal text's problems: how many, and where to read about them. */
export const legalProblemsSummary = (problems: readonly LegalProblem[]) =>
  problemsSummary(problems, 'the legal text (content/legal/README.md explains each message)');

/** The lines a terminal shows for `problems`: the summary, then one line each. */
export const problemsReport = (problems: readonly LegalProblem[]) =>
  `${legalProblemsSummary(problems)}\n${formatProblems(problems)}`;

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
  if (problems.length && command === 'dev') return logger.error(problemsReport(problems));
  if (problems.length)
    stopBuild(logger, legalProblemsSummary(problems), formatProblems(problems).split('\n'));
  const archived = library.versions.filter((version) => version.archivedAs).length;
  logger.info(
    `${library.versions.length - archived} legal documents, ${archived} archived versions and ${library.translations.length} translations checked: characters, ids, links, references, values, summaries, defined terms, dates and published texts are valid.`,
  );
}
