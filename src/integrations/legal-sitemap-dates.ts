import { isoDay } from '../lib/dates';
import { readFrontmatter } from '../lib/legal/frontmatter';
import { routedByDate } from '../lib/legal/version-lint';
import { readLegalSources } from './legal-sources';

/**
 * The date each legal page last changed, by absolute URL, for the sitemap's `lastmod`: the date
 * of the version in force, never the build time, so crawlers revisit a page only when it changed.
 */
export async function legalLastModified(root: URL, siteUrl: string, today = new Date()): Promise<Map<string, string>> {
  const published = routedByDate(await readLegalSources(root), today).filter((source) => !source.route.includes('/history/'));
  return new Map(
    // The content check has already stopped any build whose frontmatter does not parse.
    published.map(({ route, source }) => [`${siteUrl}${route}`, isoDay(readFrontmatter(source)!.date)]),
  );
}
