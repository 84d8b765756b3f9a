/**
 * The site's pages other than the legal documents, by their English addresses; each other
 * language serves them under its prefix (`localizedPath`). The one list of them: their titles and
 * descriptions (`page-meta.ts`), their share images and the legal texts' link check read it, and a
 * test holds it to the page files under `src/pages/`.
 */
export const sitePages = {
  home: '/',
  support: '/support',
  promotions: '/promotions',
  notFound: '/404',
} as const;
