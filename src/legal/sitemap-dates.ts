import { isoDay } from '../lib/dates';
import { BUILD_DAY } from '../config/build-day';
import { lintFrontmatter } from './source/frontmatter';
import { versionsInForce } from './source/sources';
import { documentPath } from './paths';
import { readLegalSources } from './source/read';

/**
 * The date each legal page last changed, by absolute URL, for the sitemap's `lastmod`: the date
 * of the version in force, never the build time, so crawlers revisit a page only when it changed.
 * A document whose dates cannot be read gets none; the content check stops that build anyway.
 */
export async function legalLastModified(root: URL, legalDir: string, siteUrl: string, today = BUILD_DAY): Promise<Map<string, string>> {
  const versions = (await readLegalSources(root, legalDir)).map((source) => ({ ...source, frontmatter: lintFrontmatter(source.source) }));
  return new Map(
    [...versionsInForce(versions, today)].flatMap(([document, version]) =>
      version?.frontmatter.data ? [[`${siteUrl}${documentPath(document)}`, isoDay(version.frontmatter.data.date)] as const] : [],
    ),
  );
}
