import type { HookParameters } from 'astro';
import { formatProblems } from '../legal/problems';
import { stopBuild } from '../build/stop-build';
import type { PromotionsLibrary } from './promotions-library';

/** The line above the promotions' problems when they stop the build (and `npm run legal:check`). */
export function promotionsProblemsSummary(problems: readonly unknown[]): string {
  const count = problems.length === 1 ? 'One problem' : `${problems.length} problems`;
  return `${count} in the promotions (content/legal/README.md, "Editing promotions", explains each message):`;
}

/**
 * Stops the build (and the dev server) on a malformed programme, one line per problem, before
 * anything is built: a broken prize table or period must never reach a public page.
 */
export function checkPromotionsFolder(
  { logger, addWatchFile }: HookParameters<'astro:config:setup'>,
  library: PromotionsLibrary,
): void {
  // Saving a programme restarts the dev server, which reads and checks the programmes again.
  for (const source of library.sources) addWatchFile(source);
  if (library.problems.length) {
    stopBuild(
      logger,
      promotionsProblemsSummary(library.problems),
      formatProblems(library.problems).split('\n'),
    );
  }
  logger.info(
    `${library.programmes.length} promotion programme${library.programmes.length === 1 ? '' : 's'} checked: fields, governing Official Rules, periods and published terms are valid.`,
  );
}
