import { readFile, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { builtFiles } from '../built-files';
import { parsePolicy } from '../csp/csp';
import { cdnHeadersFile } from './cdn-headers-file';
import { headerPolicy } from './header-policy';
import { buildMode } from '../../config/build-mode';

const META_POLICY = /<meta http-equiv="content-security-policy" content="([^"]+)"/i;

/**
 * Writes `dist/_headers` after the build, from what only the build knows: the CSP (the union of
 * the page policies, whose hashes change with the inline scripts and styles) and the files that
 * exist. The build stops if the host could not apply the file as written. `cspReportUrl`: where
 * browsers report violations of the policy, if anywhere. A preview build (`buildMode`) also asks
 * search engines to index nothing, the PDFs and data included.
 */
export function cdnHeaders({
  cspReportUrl,
}: { cspReportUrl?: string | undefined } = {}): AstroIntegration {
  return {
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
  };
}
