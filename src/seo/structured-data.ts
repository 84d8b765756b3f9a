import { taglineIn, type SiteSettings } from '../config/settings';
import type { Day } from '../lib/dates';
import { t, type Language } from '../i18n/catalogue';
import { localizedPath } from '../i18n/page-language';

type JsonLd = Record<string, unknown>;

const organizationId = (site: SiteSettings) => `${site.siteUrl}/#organization`;
const websiteId = (site: SiteSettings) => `${site.siteUrl}/#website`;

const graph = (nodes: JsonLd[]): JsonLd => ({ '@context': 'https://schema.org', '@graph': nodes });

export function homeStructuredData(
  site: SiteSettings,
  logoPath: string,
  language: Language,
): JsonLd {
  return graph([
    {
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.brandName,
      legalName: site.legalEntity,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}${logoPath}`,
      email: site.supportEmail,
      address: site.postalAddress,
    },
    {
      '@type': 'WebSite',
      '@id': websiteId(site),
      name: site.brandName,
      description: taglineIn(site, language),
      url: `${site.siteUrl}${localizedPath(language, '/')}`,
      inLanguage: language,
      publisher: { '@id': organizationId(site) },
    },
  ]);
}

interface LegalPageFacts {
  title: string;
  description: string;
  path: string;
  date: Day;
  language: Language;
}

export function legalPageStructuredData(site: SiteSettings, page: LegalPageFacts): JsonLd {
  const url = `${site.siteUrl}${page.path}`;
  return graph([
    {
      '@type': 'WebPage',
      '@id': url,
      url,
      name: page.title,
      description: page.description,
      inLanguage: page.language,
      dateModified: page.date,
      isPartOf: { '@id': websiteId(site) },
      publisher: { '@id': organizationId(site) },
      breadcrumb: { '@id': `${url}#breadcrumb` },
    },
    {
      '@type': 'BreadcrumbList',
      '@id': `${url}#breadcrumb`,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: t(page.language).legal.breadcrumbHome,
          item: `${site.siteUrl}${localizedPath(page.language, '/')}`,
        },
        { '@type': 'ListItem', position: 2, name: page.title, item: url },
      ],
    },
  ]);
}

/** `<` is escaped so no value can close the `<script>` early. */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify(data).replace(/</g, '\\u003c');
