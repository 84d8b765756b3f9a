import { describe, expect, it } from 'vitest';
import { headersSetTwice } from './headers-file';

describe('headersSetTwice', () => {
  const rules = [
    { pattern: '/*', headers: { 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' } },
    { pattern: '/_astro/*', headers: { 'cache-control': 'immutable' } },
    { pattern: '/og/*', headers: { 'X-Robots-Tag': 'noindex' } },
  ];

  it('names the path, the header and both rules, whatever the case of the name', () => {
    expect(headersSetTwice(rules, ['/', '/og/home.png', '/_astro/app.js'])).toEqual([
      '/_astro/app.js gets cache-control from "/*" and "/_astro/*"; the host would join the values with a comma.',
    ]);
  });

  it('is empty when each header has one rule per path', () => {
    expect(
      headersSetTwice(rules.slice(0, 1).concat(rules.slice(2)), ['/', '/og/home.png']),
    ).toEqual([]);
  });
});
