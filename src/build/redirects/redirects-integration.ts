import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtFiles } from '../built-files';
import { servedPath } from '../headers/cache-rules';
import { cdnRedirectsFile } from './cdn-redirects-file';
import type { RedirectGroup } from './redirects-file';

/**
 * Writes `dist/_redirects` after the build, from `groups` (src/build/redirects/site-redirects.ts,
 * read then, from what the `legal()` integration opened), once the files exist that the redirects lead to. The build stops if the host could not apply
 * the file as written.
 */
export function cdnRedirects(redirects: () => readonly RedirectGroup[]): AstroIntegration {
  return {
    name: 'cdn-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const groups = redirects();
        const served = new Set((await builtFiles(dir)).map(servedPath));
        const text = cdnRedirectsFile(groups, served);
        await writeFile(new URL('_redirects', dir), text);
        const count = groups.reduce((sum, group) => sum + group.redirects.length, 0);
        logger.info(`_redirects: ${count} rules, within the host's limits.`);
      },
    },
  };
}
