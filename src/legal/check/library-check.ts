/**
 * The content check of whatever the legal library holds now. A build opens the library once and
 * checks it before anything is built; the dev server reads the folder again on every save, and
 * each new reading is checked the same way, once, by whoever needs it first: the loader (which
 * prints the problems), a page (which shows the first one) or the compilation of a legal file.
 */
import { checkLegalContent, type LegalContent } from './check';
import { formatProblems, type LegalProblem } from '../problems';
import type { LegalLibrary } from '../source/library';
import { buildShared } from '../../lib/build-shared';

/** What the check needs besides the library: the site's other pages and the kind of build. */
type CheckSettings = Pick<LegalContent, 'otherPages' | 'production'>;

interface LibraryCheck {
  settings: CheckSettings;
  checked: WeakMap<LegalLibrary, LegalProblem[]>;
}

const shared = buildShared<LibraryCheck>(
  'legal-library-check',
  'The legal content check is set up by its integration (legalContentCheck)',
);

/** Sets up the check for the whole build, and checks the library as opened. */
export function startLibraryCheck(library: LegalLibrary, settings: CheckSettings): LegalProblem[] {
  shared.set({ settings, checked: new WeakMap() });
  return libraryProblems(library);
}

/** Every problem in `library`, the mistakes first, as the build reports them. */
export function libraryProblems(library: LegalLibrary): LegalProblem[] {
  const { settings, checked } = shared.get();
  let problems = checked.get(library);
  if (!problems) {
    problems = checkLegalContent({
      ...settings,
      sources: library.versions,
      translations: library.translations,
      register: library.register,
      today: library.buildDay,
      archiveDir: `${library.dir}/archive`,
    });
    checked.set(library, problems);
  }
  return problems;
}

/** The lines a terminal shows for `problems`: a count, where to read about them, one line each. */
export function problemsReport(problems: readonly LegalProblem[]): string {
  const count = problems.length === 1 ? 'One problem' : `${problems.length} problems`;
  return `${count} in the legal text (content/legal/README.md explains each message):\n${formatProblems(problems)}`;
}
