import type { RedirectGroup } from './redirects-file';

// Cloudflare redirects the other spellings itself, but with a temporary 307.
export const pageSpellings: RedirectGroup = {
  comment: 'Every page has one address, /privacy: its other spellings move there permanently.',
  redirects: [
    { from: '/index.html', to: '/', status: 308 },
    { from: '/index', to: '/', status: 308 },
    { from: '/*.html', to: '/:splat', status: 308 },
    { from: '/*/', to: '/:splat', status: 308 },
  ],
};
