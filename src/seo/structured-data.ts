/**
 * Schema.org structured data (JSON-LD) built from the settings, so search engines read the same
 * names, addresses and dates the pages show. Nodes reference each other by `@id` instead of
 * repeating themselves.
 */
import { taglineIn, type SiteSettings } from '../config/settings';
import type { Day } from '../lib/dates';
import { t, type Language } from '../i18n/catalogue';
import { localizedPath } from '../i18n/page-language';

type JsonLd = Record<string, unknown>;

const organizationId = (site: SiteSettings) => `${site.siteUrl}/#organization`;
const websiteId = (site: SiteSettings) => `${site.siteUrl}/#website`;

function graph(nodes: JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** The landing page: who runs the service, and the site itself in the page's language. */
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
  /** Site path, such as `/privacy`. */
  path: string;
  /** The document's date: when it took effect or was last changed. */
  date: Day;
  /** The language the page's text is in. */
  language: Language;
}

/** A legal document: the page with its date, and its place under the home page. */
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

/**
 * Serialises JSON-LD for a `<script>` element: `<` is escaped so no value can close the element
 * early, whatever a setting contains.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
