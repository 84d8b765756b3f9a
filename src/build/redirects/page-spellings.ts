import type { RedirectGroup } from './redirects-file';

/**
 * Every page has one address, /privacy. Cloudflare itself redirects the other spellings there,
 * but with 307, which tells search engines the move is temporary; these rules make it permanent.
 */
export const pageSpellings: RedirectGroup = {
  comment: 'Every page has one address, /privacy: its other spellings move there permanently.',
  redirects: [
    { from: '/index.html', to: '/', status: 308 },
    { from: '/index', to: '/', status: 308 },
    { from: '/*.html', to: '/:splat', status: 308 },
    { from: '/*/', to: '/:splat', status: 308 },
  ],
};
