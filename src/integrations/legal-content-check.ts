import { readdir, readFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { AstroError } from 'astro/errors';
import { formatProblems, lintLegalDocuments, type LegalSource } from '../lib/legal/lint';
import { legalSettingNames, ruleNames } from '../lib/legal/values';

/** Where the lawyers' documents live, relative to the project root. */
export const LEGAL_DIR = 'content/legal';

/** The site's other pages, from `src/pages` (dynamic routes and the 404 page cannot be linked). */
async function otherPages(root: URL): Promise<string[]> {
  const files = await readdir(new URL('src/pages/', root));
  return files
    .filter((file) => file.endsWith('.astro') && !file.startsWith('[') && file !== '404.astro')
    .map((file) => (file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}`));
}

/** The legal documents' sources, each with the route it is published at. */
export async function readLegalSources(root: URL): Promise<LegalSource[]> {
  const files = (await readdir(new URL(`${LEGAL_DIR}/`, root))).filter((file) => file.endsWith('.mdx'));
  return Promise.all(
    files.map(async (file) => ({
      file: `${LEGAL_DIR}/${file}`,
      route: `/${file.replace(/\.mdx$/, '')}`,
      source: await readFile(new URL(`${LEGAL_DIR}/${file}`, root), 'utf8'),
    })),
  );
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
        const documents = await readLegalSources(config.root);
        const problems = lintLegalDocuments(documents, {
          otherPages: await otherPages(config.root),
          componentNames: { Rule: ruleNames, Setting: legalSettingNames },
        });
        if (problems.length) {
          throw new AstroError(
            `Legal text: ${problems.length} problem(s) to fix.\n${formatProblems(problems)}`,
            // Astro replaces any hint whose error mentions "document" or "window" with advice about
            // browser APIs (core/errors/dev/utils.ts, generateHint), so messages avoid those words.
            `${LEGAL_DIR}/README.md explains each message and how to preview a change.`,
          );
        }
        logger.info(`${documents.length} legal documents checked: ids, links and values are valid.`);
      },
    },
  };
}
