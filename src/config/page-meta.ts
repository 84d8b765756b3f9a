import { site } from './site';
import { t, type Language } from '../i18n/catalogue';
import { localizedPath } from '../i18n/page-language';
import { sitePages } from './site-pages';

/** `title`: the landing page has none and uses the brand and tagline. */
type PageMeta = { path: string; title?: string; headline: string; description: string };

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
