import { isoDay } from '../lib/dates';
import { documentPath } from './paths';
import type { LegalLibrary } from './source/library';

/**
 * The date each legal page last changed, by absolute URL, for the sitemap's `lastmod`: the date
 * of the version in force, never the build time, so crawlers revisit a page only when it changed.
 * A document whose dates cannot be read gets none; the content check stops that build anyway.
 */
export function legalLastModified(library: LegalLibrary, siteUrl: string): Map<string, string> {
  return new Map(
    [...library.inForce].flatMap(([document, version]) =>
      version?.frontmatter.data
        ? [[`${siteUrl}${documentPath(document)}`, isoDay(version.frontmatter.data.date)] as const]
        : [],
    ),
  );
}
