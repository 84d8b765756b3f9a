import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtFiles } from '../built-files';
import { parsePolicy } from '../csp/csp';
import { cdnHeadersFile } from './cdn-headers-file';
import { headerPolicy } from './security-headers';
import { buildMode } from '../../config/build-mode';

const META_POLICY = /<meta http-equiv="content-security-policy" content="([^"]+)"/i;

// Written after the build: only then are the pages' CSP hashes and the files known.
export const cdnHeaders = ({
  cspReportUrl,
}: { cspReportUrl?: string | undefined } = {}): AstroIntegration => ({
  name: 'cdn-headers',
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
      const text = cdnHeadersFile(files, csp, cspReportUrl, buildMode(process.env).preview);
      await writeFile(new URL('_headers', dir), text);
      const rules = text.split('\n').filter((line) => line.startsWith('/')).length;
      logger.info(
        `_headers: ${rules} rules, a CSP of ${csp.length} characters covering ${pages.length} pages.`,
      );
    },
  },
});
