import { describe, expect, it } from 'vitest';
import { localizedPath, pagePath } from './page-path';

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

describe('localizedPath', () => {
  it('keeps English addresses and puts every other language’s under its code, anchors and all', () => {
    expect(localizedPath('en', '/terms#fees')).toBe('/terms#fees');
    expect(localizedPath('es', '/terms#fees')).toBe('/es/terms#fees');
    expect(localizedPath('es', '/terms/history/2025-03-12')).toBe('/es/terms/history/2025-03-12');
    expect(localizedPath('es', '/')).toBe('/es');
  });
});
