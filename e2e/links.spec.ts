/**
 * Every internal link, resource and `#fragment` in the built site leads somewhere real, as the
 * static server (which answers like the CDN) serves it: the legal cross-references and tables of
 * contents included.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { site } from '../src/site.config';
import { builtPages } from '../scripts/lib/built-pages';
import { findBrokenLinks, readAnchors, type TargetLookup } from '../scripts/lib/page-links';

test('every internal link and fragment in dist/ resolves', async ({ request }) => {
  const { origin } = new URL(site.siteUrl);
  const lookups = new Map<string, ReturnType<TargetLookup>>();
  const lookup: TargetLookup = (path) => {
    if (!lookups.has(path)) {
      lookups.set(
        path,
        request.get(path).then(async (response) => {
          if (!response.ok()) return undefined;
          const isHtml = response.headers()['content-type']?.startsWith('text/html');
          return isHtml ? readAnchors(await response.text(), path, origin).targets : new Set<string>();
        }),
      );
    }
    return lookups.get(path)!;
  };

  const broken: string[] = [];
  let checked = 0;
  for (const { path, file } of await builtPages()) {
    const { links } = readAnchors(await readFile(file, 'utf8'), path, origin);
    checked += links.length;
    broken.push(...(await findBrokenLinks(links, lookup)).map((problem) => `${path} → ${problem}`));
  }
  console.log(`Checked ${checked} internal references on ${lookups.size} targets.`);
  expect(checked).toBeGreaterThan(0);
  expect(broken).toEqual([]);
});
