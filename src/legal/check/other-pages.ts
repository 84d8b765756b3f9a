import { sitePages } from '../../config/site-pages.ts';

/**
 * The site's pages other than the legal documents that a legal text may link to, at their English
 * addresses (a translation's check moves them into its language: `/es/support`): every page of
 * the site's list but the not-found page, which no link should lead to.
 */
export const linkablePages: readonly string[] = Object.values(sitePages).filter(
  (path) => path !== sitePages.notFound,
);

/**
 * The same list, as the content check integration asks for it: it still passes the project root,
 * where the list was once read from the page files.
 */
export const otherPages = (_root: URL) => Promise.resolve(linkablePages);
