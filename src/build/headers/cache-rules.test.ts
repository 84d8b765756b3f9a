import { describe, expect, it } from 'vitest';
import { cachePolicy, cacheRules } from './cache-rules';
import { rulesFor } from './headers-file';
import { siteFiles } from './site-files.fixture';

const cacheControlFor = (files: string[], path: string) =>
  rulesFor(cacheRules(files), path).map((rule) => rule.headers['Cache-Control']);

describe('cachePolicy', () => {
  it.each([
    ['_astro/client.B_QkvyZE.js', 'immutable'],
    ['_astro/logo.DzT-wqq5.svg', 'immutable'],
    ['index.html', 'revalidate'],
    ['terms/history/2025-03-12/changes.html', 'revalidate'],
    ['og/terms.png', 'day'],
    ['legal/pdf/terms-2025-03-12.pdf', 'day'],
    ['favicon.svg', 'day'],
    ['robots.txt', 'hour'],
    ['sitemap-index.xml', 'hour'],
    ['legal/updates.xml', undefined],
    ['legal/versions.json', 'revalidate'],
    ['legal/versions.schema.json', 'revalidate'],
  ])('%s: %s', (file, policy) => {
    expect(cachePolicy(file)).toBe(policy);
  });
});

describe('cacheRules', () => {
  const files = siteFiles({ versions: 3, hashedFiles: 2 });

  it('caches each hashed file that exists for a year, and nothing else under /_astro/', () => {
    expect(cacheControlFor(files, '/_astro/chunk-0.Ab12Cd34.js')).toEqual([
      'public, max-age=31536000, immutable',
    ]);
    expect(cacheControlFor(files, '/_astro/chunk-9.Ab12Cd34.js')).toEqual([]);
  });

  it('revalidates every page at its served address, history pages included', () => {
    for (const path of [
      '/',
      '/404',
      '/support',
      '/terms',
      '/terms/history',
      '/terms/history/2020-02-01',
      '/terms/history/2020-02-01/changes',
    ]) {
      expect(cacheControlFor(files, path), path).toEqual(['public, max-age=0, must-revalidate']);
    }
  });

  it('revalidates the legal versions data and its schema, each by its own rule beside the feed', () => {
    const rules = cacheRules(files);
    for (const path of ['/legal/versions.json', '/legal/versions.schema.json']) {
      expect(cacheControlFor(files, path), path).toEqual(['public, max-age=0, must-revalidate']);
      expect(rules.map((rule) => rule.pattern)).toContain(path);
    }
    expect(cacheControlFor(files, '/legal/updates.xml')).toEqual([]);
  });

  it("caches the versions' PDFs for a day like the share images, all by one rule", () => {
    expect(cacheControlFor(files, '/legal/pdf/terms-2020-02-01.pdf')).toEqual([
      'public, max-age=86400, stale-while-revalidate=604800',
    ]);
    expect(cacheRules(files).filter((rule) => rule.pattern.includes('pdf'))).toHaveLength(1);
  });

  it('covers a folder of pages with one rule, and a folder with mixed files file by file', () => {
    const patterns = cacheRules([...files, 'support/guide.html', 'support/guide.zip']).map(
      (rule) => rule.pattern,
    );
    expect(patterns).toContain('/terms/*');
    expect(patterns).toContain('/og/*');
    expect(patterns).toContain('/support/guide');
    expect(patterns.filter((pattern) => pattern.startsWith('/terms'))).toEqual([
      '/terms',
      '/terms/*',
    ]);
  });

  it('grows with the hashed files, not with the legal history', () => {
    const count = (versions: number) => cacheRules(siteFiles({ versions })).length;
    expect(count(30)).toBe(count(1));
    expect(cacheRules(siteFiles({ versions: 1, hashedFiles: 13 })).length).toBe(count(1) + 1);
  });

  it('explains each group once', () => {
    const comments = cacheRules(files).flatMap((rule) => (rule.comment ? [rule.comment] : []));
    expect(comments).toHaveLength(4);
  });
});
