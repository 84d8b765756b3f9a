import { sitePages } from '../../config/site-pages.ts';

/**
 * The site's pages other than the legal documents that a legal text may link to, at their English
 * addresses (a translation's check moves them into its language: `/es/support`): every page of
 * the site's list but the not-found page, which no link should lead to.
 */
export const linkablePages: readonly string[] = Object.values(sitePages).filter(
  (path) => path !== sitePages.notFound,
);
