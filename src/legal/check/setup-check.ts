import type { HookParameters } from 'astro';
import { otherPages } from './other-pages';
import { problemsReport, startLibraryCheck } from './library-check';
import { legalCompileCheck } from './compile-check-plugin';
import type { LegalLibrary } from '../source/library';
import { stopBuild } from '../../build/stop-build';

/**
 * Checks the legal documents before anything is built, so an editor's mistake stops the build
 * with one readable line per problem instead of a stack trace or, worse, a broken link online.
 * The dev server does not stop: it prints the same lines, checks again on every save, and shows
 * the first problem in its error overlay on every page until the text is fixed.
 */
export async function checkLegalFolder(
  { command, config, logger, updateConfig }: HookParameters<'astro:config:setup'>,
  library: LegalLibrary,
  production: boolean,
): Promise<void> {
  const problems = startLibraryCheck(library, {
    otherPages: await otherPages(config.root),
    production,
  });
  if (command === 'dev') {
    updateConfig({ vite: { plugins: [legalCompileCheck()] } });
    if (problems.length) return logger.error(problemsReport(problems));
  } else if (problems.length) {
    const [summary = '', ...lines] = problemsReport(problems).split('\n');
    stopBuild(logger, summary, lines);
  }
  const archived = library.versions.filter((version) => version.archivedAs).length;
  logger.info(
    `${library.versions.length - archived} legal documents, ${archived} archived versions and ${library.translations.length} translations checked: ids, links, references, values, summaries, defined terms, dates and published texts are valid.`,
  );
}
