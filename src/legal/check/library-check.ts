/**
 * The content check of whatever the legal library holds now. A build opens the library once and
 * checks it before anything is built; the dev server reads the folder again after each save
 * (dev-reread.ts), and each new reading is checked the same way, once: `legal()` holds the check.
 */
import { checkLegalContent, type LegalContent } from './check';
import { formatProblems, problemsSummary, type LegalProblem } from '../problems';
import type { LegalLibrary } from '../source/library';

/** Every problem in a library, the mistakes first, as the build reports them; each reading checked once. */
export function libraryCheck({
  production,
}: Pick<LegalContent, 'production'>): (library: LegalLibrary) => LegalProblem[] {
  const checked = new WeakMap<LegalLibrary, LegalProblem[]>();
  return (library) => {
    let problems = checked.get(library);
    if (!problems) {
      problems = checkLegalContent({
        production,
        sources: library.versions,
        translations: library.translations,
        register: library.register,
        today: library.buildDay,
        legalDir: library.dir,
      });
      checked.set(library, problems);
    }
    return problems;
  };
}

/** The line above the legal text's problems: how many, and where to read about them. */
export const legalProblemsSummary = (problems: readonly LegalProblem[]) =>
  problemsSummary(problems, 'the legal text (content/legal/README.md explains each message)');

/** The lines a terminal shows for `problems`: the summary, then one line each. */
export const problemsReport = (problems: readonly LegalProblem[]) =>
  `${legalProblemsSummary(problems)}\n${formatProblems(problems)}`;
