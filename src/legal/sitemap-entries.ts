/**
 * A page's entry in the sitemap, from the versions this build published: a legal document's
 * address gets the day its version in force took effect as `lastmod` (never the build day, so
 * crawlers revisit a page only when it changed), and a page its language alternates where it is a
 * translation in every language (`hreflang`, as its head says): a legal document's address only
 * while the version in force is translated.
 */
import type { SitemapItem } from '@astrojs/sitemap';
import { languageAlternates } from '../seo/alternates';
import { languages } from '../i18n/catalogue';
import { unlocalizedPath } from '../i18n/page-language';
import type { VersionsFile } from './versions-schema';
import { documentPath } from './paths';

export function sitemapEntry(item: SitemapItem, versions: VersionsFile): SitemapItem {
  const { origin, pathname } = new URL(item.url);
  const path = unlocalizedPath(pathname).path;
  const document = versions.documents.find(
    (candidate) => documentPath(candidate.document) === path,
  );
  const current = document?.versions.find((version) => version.status === 'current');
  const translated =
    !document ||
    languages.every((language) => current?.texts.some((text) => text.language === language));
  return {
    ...item,
    ...(current && { lastmod: current.date }),
    ...(translated && {
      links: languageAlternates(pathname, origin).map(({ hreflang, href }) => ({
        lang: hreflang,
        url: href,
      })),
    }),
  };
}
