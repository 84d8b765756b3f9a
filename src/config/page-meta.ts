/**
 * The pages that are not legal documents, in one place: their titles and descriptions, at the
 * addresses of the site's page list (`site-pages.ts`) in each language. The pages render them,
 * the share-image route draws one image for each and the footer links to the ones a visitor
 * looks for. Their words are interface strings, in the
 * catalogue (`src/i18n/`). Legal documents carry theirs in frontmatter.
 */
import { site } from './site';
import { t, type Language } from '../i18n/catalogue';
import { localizedPath } from '../i18n/page-language';
import { sitePages } from './site-pages';

interface PageMeta {
  /** Where the page is served: `/support`. */
  path: string;
  /** The page's own title; the landing page has none and uses the brand and tagline. */
  title?: string;
  /** What the share image says, when it differs from the title. */
  headline: string;
  /** Meta description, 50–160 characters. */
  description: string;
}

/** The pages in one language, at that language's addresses. */
export function pageMeta(language: Language) {
  const pages = t(language).pages;
  const at = (path: string) => localizedPath(language, path);
  return {
    home: { path: at(sitePages.home), ...pages.home },
    support: {
      path: at(sitePages.support),
      ...pages.support,
      description: pages.support.description(site.brandName),
    },
    promotions: { path: at(sitePages.promotions), ...pages.promotions },
    notFound: { path: at(sitePages.notFound), ...pages.notFound },
  } as const satisfies Record<string, PageMeta>;
}
