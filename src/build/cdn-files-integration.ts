import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtFiles } from './built-files';
import { META_POLICY, parsePolicy } from './csp/csp';
import { servedPath } from './headers/cache-rules';
import { cdnHeadersFile } from './headers/cdn-headers-file';
import { headerPolicy } from './headers/security-headers';
import { cdnRedirectsFile } from './redirects/cdn-redirects-file';
import { siteRedirects } from './redirects/site-redirects';
import { readVersionsFile } from '../legal/versions-schema';
import { buildMode } from '../config/build-mode';

// `_headers` and `_redirects`: after the build, when the pages' CSP hashes and the files are known.
export const cdnFiles = ({
  cspReportUrl,
}: { cspReportUrl?: string | undefined } = {}): AstroIntegration => ({
  name: 'cdn-files',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const files = await builtFiles(dir);
      const pages = files.filter((file) => file.endsWith('.html'));
      const policies = await Promise.all(
        pages.map(async (page) => {
          const policy = META_POLICY.exec(await readFile(new URL(page, dir), 'utf8'))?.[1];
          if (!policy)
            throw new Error(
              `${page} has no Content-Security-Policy meta element; is security.csp enabled?`,
            );
          return parsePolicy(policy);
        }),
      );
      const csp = headerPolicy(policies, cspReportUrl);
      const headers = cdnHeadersFile(files, csp, cspReportUrl, buildMode(process.env).preview);
      await writeFile(new URL('_headers', dir), headers);
      const rules = headers.split('\n').filter((line) => line.startsWith('/')).length;
      logger.info(
        `_headers: ${rules} rules, a CSP of ${csp.length} characters covering ${pages.length} pages.`,
      );
      const groups = siteRedirects(await readVersionsFile(dir));
      const served = new Set(files.map(servedPath));
      await writeFile(new URL('_redirects', dir), cdnRedirectsFile(groups, served));
      const count = groups.reduce((sum, group) => sum + group.redirects.length, 0);
      logger.info(`_redirects: ${count} rules, within the host's limits.`);
    },
  },
});
