import { parse } from 'yaml';
import { readOutline } from '../lib/legal/outline';
import { legalFrontmatterSchema } from '../lib/legal/schema';
import { isoDay } from '../lib/dates';
import { readLegalSources } from './legal-content-check';

/**
 * The date each legal page last changed, by absolute URL, for the sitemap's `lastmod`: the
 * document's own date, never the build time, so crawlers revisit a page only when it changed.
 */
export async function legalLastModified(root: URL, siteUrl: string): Promise<Map<string, string>> {
  const sources = await readLegalSources(root);
  return new Map(
    sources.map(({ route, source }) => {
      const frontmatter = legalFrontmatterSchema.parse(parse(readOutline(source).frontmatter?.text ?? ''));
      return [`${siteUrl}${route}`, isoDay(frontmatter.date)];
    }),
  );
}
