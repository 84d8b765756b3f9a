import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';

describe('pagePath', () => {
  it.each([
    ['/index.html', '/'],
    ['index.html', '/'],
    ['/', '/'],
    ['/privacy.html', '/privacy'],
    ['terms/history.html', '/terms/history'],
    ['/terms/history/2025-03-12/changes.html', '/terms/history/2025-03-12/changes'],
    ['/404.html', '/404'],
    ['/terms/index.html', '/terms'],
    // `astro dev` already serves pages at their address.
    ['/privacy', '/privacy'],
    ['/support/', '/support'],
  ])('%s is served at %s', (built, served) => {
    expect(pagePath(built)).toBe(served);
  });

  it('keeps a page whose name merely ends in "index"', () => {
    expect(pagePath('/reindex.html')).toBe('/reindex');
  });
});
