import { describe, expect, it } from 'vitest';
import { cspHash } from './csp-hash';
import { pagePolicy } from './page-policy';

const theme = 'theme()';
const island = 'island()';
const css = 'a{}';
const siteWide = `script-src 'self' '${cspHash(theme)}' '${cspHash(island)}'; style-src 'self' '${cspHash(css)}' 'sha256-runtime'`;
const page = (body: string, policy = siteWide) =>
  `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'; ${policy}">${body}</head>`;
const policyOf = (html: string) => /content="([^"]+)"/.exec(html)![1];

describe('pagePolicy', () => {
  it("keeps only the hashes of the page's own inline scripts and styles", () => {
    const html = page(`<script>${theme}</script><style>${css}</style>`);
    expect(policyOf(pagePolicy(html))).toBe(
      `default-src 'self'; script-src 'self' '${cspHash(theme)}'; style-src 'self' '${cspHash(css)}'`,
    );
  });

  it('ignores what is not inline code: data blocks, scripts by address, and elements named like script or style', () => {
    const html = page(
      `<script type="application/ld+json">{"@id":"x"}</script><script type="module" src="/_astro/a.js"></script><style-guide>a{}</style-guide>`,
    );
    expect(policyOf(pagePolicy(html))).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'",
    );
  });

  it('keeps what code adds at run time on the pages that carry that code only', () => {
    const runtime = [
      { directive: 'style-src' as const, hashes: ['sha256-runtime'], carriedBy: /client="toast"/ },
    ];
    expect(policyOf(pagePolicy(page('<astro-island client="toast">'), runtime))).toContain(
      "style-src 'self' 'sha256-runtime'",
    );
    expect(policyOf(pagePolicy(page('<astro-island client="intent">'), runtime))).toMatch(
      /style-src 'self'$/,
    );
  });

  it('fails on inline code the site-wide policy does not allow, which would not run', () => {
    expect(() => pagePolicy(page('<script>injected()</script>'))).toThrow(
      /script-src does not allow/,
    );
  });

  it('leaves a page without a policy as it is', () => {
    expect(pagePolicy('<head><script>x()</script></head>')).toBe(
      '<head><script>x()</script></head>',
    );
  });
});
