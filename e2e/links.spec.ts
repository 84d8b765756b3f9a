/**
 * The crawl: every address on the site's own origin that the build prints (links, resources,
 * canonical and share URLs, JSON-LD, sitemap entries, feed and history links) answers 200 through Cloudflare's runtime at the first request, with no redirect, and
 * every `#fragment` lands on an element of its page. Runs against every build.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '../src/config/site';
import { findBrokenLinks, readAnchors, type TargetLookup } from './support/page-links';
import { pagePath } from '../src/lib/page-path';
import { expect, test } from './support/built-site';
import { printedUrls } from './support/printed-urls';

/** Files that can print an address: pages, feeds and sitemaps, robots.txt. */
const textFile = /\.(html|xml|txt)$/;

test('every address the build prints answers 200 without a redirect, and every fragment exists', async ({
  request,
  builtSite,
}) => {
  // One request per distinct address of every page: its time grows with the site, not per page.
  test.setTimeout(120_000);
  const { origin } = new URL(site.siteUrl);
  const lookups = new Map<string, ReturnType<TargetLookup>>();
  const lookup: TargetLookup = (path) => {
    if (!lookups.has(path)) {
      lookups.set(
        path,
        request.get(path, { maxRedirects: 0 }).then(async (response) => {
          const location = response.headers()['location'];
          if (response.status() !== 200)
            return `answers ${response.status()}${location ? ` → ${location}` : ''}`;
          const isHtml = response.headers()['content-type']?.startsWith('text/html');
          return isHtml
            ? readAnchors(await response.text(), path, origin).targets
            : new Set<string>();
        }),
      );
    }
    return lookups.get(path)!;
  };

  const files = (await readdir(builtSite, { recursive: true }))
    .filter((file) => textFile.test(file))
    .sort();
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const text = await readFile(join(builtSite, file), 'utf8');
    const attributes = file.endsWith('.html')
      ? readAnchors(text, pagePath(file), origin).links
      : [];
    const links = [...new Set([...attributes, ...printedUrls(file, text, origin)])];
    checked += links.length;
    broken.push(...(await findBrokenLinks(links, lookup)).map((problem) => `${file} → ${problem}`));
  }
  console.log(
    `${builtSite}: ${checked} printed addresses in ${files.length} files, ${lookups.size} distinct targets.`,
  );
  expect(files.length).toBeGreaterThan(10);
  expect(broken).toEqual([]);
});
