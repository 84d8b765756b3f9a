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
    headline: 'Your opinion pays off, every single day.',
    description:
      'Answer one quick survey a day, get a free entry in the daily sweepstakes and win real money or prizes. Free to join, no purchase needed.',
  },
  support: {
    path: '/support',
    title: 'Support',
    headline: 'Support: we are here to help',
    description: `Questions about your ${site.brandName} account, a survey, a sweepstakes entry or a prize? Contact our support team by e-mail.`,
  },
  notFound: {
    path: '/404',
    title: 'Page not found',
    headline: 'Page not found',
    description: 'The page you were looking for does not exist or has moved. Head back to the home page to keep earning.',
  },
} as const satisfies Record<string, PageMeta>;
