/**
 * The pages that are not legal documents, in one place: their addresses, titles and
 * descriptions. The pages render them, the share-image route draws one image for each and the
 * footer links to the ones a visitor looks for. Legal documents carry theirs in frontmatter.
 */
import { site } from './site';

export interface PageMeta {
  /** Where the page is served: `/support`. */
  path: string;
  /** The page's own title; the landing page has none and uses the brand and tagline. */
  title?: string;
  /** What the share image says, when it differs from the title. */
  headline: string;
  /** Meta description, 50–160 characters. */
  description: string;
}

export const pageMeta = {
  home: {
    path: '/',
    headline: 'Share your opinion, get a daily chance to win.',
    description:
      'Answer a quick survey a day for an entry in the daily sweepstakes drawing, or enter free by mail. No purchase or survey necessary. Official Rules apply.',
  },
  support: {
    path: '/support',
    title: 'Support',
    headline: 'Support: we are here to help',
    description: `Questions about your ${site.brandName} account, a survey, a sweepstakes entry or a prize? Contact our support team by e-mail.`,
  },
  promotions: {
    path: '/promotions',
    title: 'Promotions',
    headline: 'Promotions: the terms of every sweepstakes',
    description:
      'The Promotion Terms of every sweepstakes: entry periods, drawings, prizes and their values, odds and how to enter free by mail.',
  },
  notFound: {
    path: '/404',
    title: 'Page not found',
    headline: 'Page not found',
    description:
      'The page you were looking for does not exist or has moved. Head back to the home page.',
  },
} as const satisfies Record<string, PageMeta>;
