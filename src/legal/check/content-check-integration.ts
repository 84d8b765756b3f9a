import type { AstroIntegration } from 'astro';
import { checkLegalContent } from './check';
import { otherPages } from './other-pages';
import { formatProblems } from '../problems';
import type { LegalLibrary } from '../source/library';
import { stopBuild } from '../../build/stop-build';

/**
 * Checks the legal documents before anything is built, so an editor's mistake stops the build
 * with one readable line per problem instead of a stack trace or, worse, a broken link online.
 */
export function legalContentCheck(options: {
  library: LegalLibrary;
  production: boolean;
}): AstroIntegration {
  const { library, production } = options;
  return {
    name: 'legal-content-check',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const problems = checkLegalContent({
          sources: library.versions,
          register: library.register,
          otherPages: await otherPages(config.root),
          today: library.buildDay,
          archiveDir: `${library.dir}/archive`,
          production,
        });
        if (problems.length) {
          const count = problems.length === 1 ? 'One problem' : `${problems.length} problems`;
          stopBuild(
            logger,
            `${count} in the legal text (content/legal/README.md explains each message):`,
            formatProblems(problems).split('\n'),
          );
        }
        const archived = library.versions.filter((version) => version.archivedAs).length;
        logger.info(
          `${library.versions.length - archived} legal documents and ${archived} archived versions checked: ids, links, references, values, summaries, defined terms, dates and published texts are valid.`,
        );
      },
    },
  };
}
