import { describe, expect, it } from 'vitest';
import { cdnHeadersFile } from './cdn-headers-file';
import { parseHeadersFile, rulesFor } from './headers-file';
import { siteFiles } from './site-files.fixture';

/** A policy the size of a real one: 30 script and 30 style hashes, more than the site has. */
const hashes = (count: number) =>
  Array.from({ length: count }, (_, index) => `'sha256-${String(index).padStart(43, 'x')}='`).join(
    ' ',
  );
const csp = `default-src 'self'; script-src 'self' ${hashes(15)}; style-src 'self' ${hashes(15)}; frame-ancestors 'none'`;

describe('cdnHeadersFile', () => {
  it('fits a legal history of 30 versions per document within the host limits', () => {
    const text = cdnHeadersFile(siteFiles({ versions: 30 }), csp);
    const rules = parseHeadersFile(text);
    expect(rules.length).toBeLessThan(50);
    expect(rules.filter((rule) => rule.pattern === '/*')).toHaveLength(1);
  });

  it('sends the security headers and the CSP with every path, from one rule', () => {
    const rules = parseHeadersFile(cdnHeadersFile(siteFiles({ versions: 2 }), csp));
    for (const path of [
      '/',
      '/terms/history/2020-01-01/changes',
      '/_astro/chunk-0.Ab12Cd34.js',
      '/no/such/page',
    ]) {
      const setters = rulesFor(rules, path).filter(
        (rule) => 'Content-Security-Policy' in rule.headers,
      );
      expect(
        setters.map((rule) => rule.pattern),
        path,
      ).toEqual(['/*']);
      expect(setters[0]!.headers).toMatchObject({
        'Content-Security-Policy': csp,
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'X-Frame-Options': 'DENY',
      });
    }
  });

  it('declares the report endpoint only when one is configured', () => {
    const endpoint = (reportUrl?: string) =>
      parseHeadersFile(cdnHeadersFile(siteFiles({ versions: 1 }), csp, reportUrl))[0]!.headers[
        'Reporting-Endpoints'
      ];
    expect(endpoint()).toBeUndefined();
    expect(endpoint('https://reports.example.com/csp')).toBe(
      'csp="https://reports.example.com/csp"',
    );
  });

  it('asks search engines to index nothing of a preview build, and only of a preview build', () => {
    const robots = (preview: boolean) =>
      parseHeadersFile(cdnHeadersFile(siteFiles({ versions: 1 }), csp, undefined, preview))
        .filter((rule) => 'X-Robots-Tag' in rule.headers)
        .map((rule) => [rule.pattern, rule.headers['X-Robots-Tag']]);
    expect(robots(true)).toEqual([['/*', 'noindex']]);
    expect(robots(false)).toEqual([]);
  });

  it('stops the build with every reason when the host could not read the file', () => {
    const tooManyHashedFiles = siteFiles({ versions: 1, hashedFiles: 90 });
    const tooLongPolicy = `script-src ${hashes(40)}`;
    expect(() => cdnHeadersFile(tooManyHashedFiles, tooLongPolicy))
      .toThrowErrorMatchingInlineSnapshot(`
        [Error: _headers would not reach visitors as written:
          - line 6 (Content-Security-Policy under "/*") is 2195 characters; Cloudflare ignores lines over 2000, so it would be missing.
          - 111 rules; Cloudflare reads the first 100 and ignores the rest, from "/terms" on line 216. Cover more paths with one pattern.]
      `);
  });
});
