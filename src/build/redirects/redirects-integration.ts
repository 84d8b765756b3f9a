import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtFiles } from '../built-files';
import { servedPath } from '../headers/cache-rules';
import { readVersionsFile } from '../../legal/versions-schema';
import { cdnRedirectsFile } from './cdn-redirects-file';
import { siteRedirects } from './site-redirects';

export const cdnRedirects = (): AstroIntegration => ({
  name: 'cdn-redirects',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const groups = siteRedirects(await readVersionsFile(dir));
      const served = new Set((await builtFiles(dir)).map(servedPath));
      await writeFile(new URL('_redirects', dir), cdnRedirectsFile(groups, served));
      const count = groups.reduce((sum, group) => sum + group.redirects.length, 0);
      logger.info(`_redirects: ${count} rules, within the host's limits.`);
    },
  },
});
