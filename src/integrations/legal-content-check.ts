import { readdir } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { LEGAL_ARCHIVE_DIR, LEGAL_DIR } from '../legal-content-dir';
import { formatProblems, lintLegalDocuments } from '../lib/legal/lint';
import { legalSettingNames, ruleNames } from '../lib/legal/values';
import { lintVersions, routedByDate } from '../lib/legal/version-lint';
import { readLegalSources } from './legal-sources';

/** The site's other pages, from `src/pages` (dynamic routes and the 404 page cannot be linked). */
async function otherPages(root: URL): Promise<string[]> {
  const files = await readdir(new URL('src/pages/', root));
  return files
    .filter((file) => file.endsWith('.astro') && !file.startsWith('[') && file !== '404.astro')
    .map((file) => (file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}`));
}

/**
 * Checks the legal documents before anything is built, so an editor's mistake stops the build
 * with one readable line per problem instead of a stack trace or, worse, a broken link online.
 */
export function legalContentCheck(): AstroIntegration {
  return {
    name: 'legal-content-check',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const today = new Date();
        const documents = routedByDate(await readLegalSources(config.root), today);
        const problems = [
          ...lintLegalDocuments(documents, {
            otherPages: await otherPages(config.root),
            componentNames: { Rule: ruleNames, Setting: legalSettingNames },
          }),
          ...lintVersions(documents, today, LEGAL_ARCHIVE_DIR),
        ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
        if (problems.length) {
          throw new AstroError(
            `Legal text: ${problems.length} problem(s) to fix.\n${formatProblems(problems)}`,
            // Astro replaces any hint whose error mentions "document" or "window" with advice about
            // browser APIs (core/errors/dev/utils.ts, generateHint), so messages avoid those words.
            `${LEGAL_DIR}/README.md explains each message and how to preview a change.`,
          );
        }
        const archived = documents.filter((source) => source.archivedAs).length;
        logger.info(`${documents.length - archived} legal documents and ${archived} archived versions checked: ids, links, values and dates are valid.`);
      },
    },
  };
}
