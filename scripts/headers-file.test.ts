import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, rulesFor } from './headers-file';

const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));

describe('public/_headers', () => {
  it('sends the security headers on every path', () => {
    for (const path of ['/', '/privacy', '/_astro/app.Ab12.js', '/og/home.png', '/no/such/page']) {
      const headers = headersFor(rules, path);
      expect(headers['Strict-Transport-Security'], path).toBe('max-age=63072000; includeSubDomains');
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['Cross-Origin-Opener-Policy'], path).toBe('same-origin');
      const permissions = headers['Permissions-Policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, path).toContain(`${feature}=()`);
      }
    }
  });

  it('caches hashed assets forever and named images for a day', () => {
    expect(headersFor(rules, '/_astro/BaseLayout.Cd_d11c4.css')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/og/terms.png', '/favicon.svg', '/apple-touch-icon.png', '/icon-512.png', '/site.webmanifest']) {
      expect(headersFor(rules, path)['Cache-Control'], path).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
  });

  it('sets each header through one rule only, since hosts join repeated values', () => {
    for (const path of ['/', '/_astro/x.js', '/og/home.png', '/icon-192.png', '/sitemap-index.xml']) {
      const names = rulesFor(rules, path).flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });
});

describe('parseHeadersFile', () => {
  it('reads patterns, indented headers and comments', () => {
    expect(parseHeadersFile('# comment\n/a/*\n  X-One: 1\n  X-Two: a: b\n\n/b\n  X-Three: 3\n')).toEqual([
      { pattern: '/a/*', headers: { 'X-One': '1', 'X-Two': 'a: b' } },
      { pattern: '/b', headers: { 'X-Three': '3' } },
    ]);
  });

  it('rejects a header outside any rule, naming the line', () => {
    expect(() => parseHeadersFile('  X-One: 1\n')).toThrow('_headers line 1: expected "Name: value" under a URL pattern, got "X-One: 1"');
  });
});
