import { documentPath } from './paths';
import type { LegalLibrary } from './source/library';
import { versionDay } from './source/parsed-versions';
import { languages } from '../i18n/catalogue';
import { localizedPath } from '../i18n/page-language';

/**
 * The date each legal page last changed, by absolute URL in every language, for the sitemap's
 * `lastmod`: the date of the version in force, never the build time, so crawlers revisit a page only when it changed.
 * A document whose dates cannot be read gets none; the content check stops that build anyway.
 */
export function legalLastModified(library: LegalLibrary, siteUrl: string): Map<string, string> {
  return new Map(
    [...library.inForce].flatMap(([document, version]) => {
      const day = version && versionDay(version);
      return day
        ? languages.map(
            (language) =>
              [`${siteUrl}${localizedPath(language, documentPath(document))}`, day] as const,
          )
        : [];
    }),
  );
}
