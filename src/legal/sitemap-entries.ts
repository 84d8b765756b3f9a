// Sitemap entries from the versions file: `lastmod` the version's day, `hreflang` when translated.
import type { SitemapItem } from '@astrojs/sitemap';
import { languageAlternates } from '../seo/alternates';
import { languages } from '../i18n/catalogue';
import { unlocalizedPath } from '../i18n/page-language';
import type { VersionsFile } from './versions-schema';
import { documentPath } from './paths';

export function sitemapEntry(item: SitemapItem, versions: VersionsFile): SitemapItem {
  const { origin, pathname } = new URL(item.url);
  const { path } = unlocalizedPath(pathname);
  const document = versions.documents.find((entry) => documentPath(entry.document) === path);
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
