import { describe, expect, it } from 'vitest';
import { policyFirst } from './csp-meta-first';

const policy = `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-a$&b'">`;

describe('policyFirst', () => {
  it('moves the policy to just after the charset, before any script, style or link', () => {
    const html = `<html><head><meta charset="utf-8"><script>theme()</script><link rel="icon" href="/i.svg">${policy}<style>a{}</style></head></html>`;
    expect(policyFirst(html)).toBe(
      `<html><head><meta charset="utf-8">${policy}<script>theme()</script><link rel="icon" href="/i.svg"><style>a{}</style></head></html>`,
    );
  });

  it('leaves a page without a policy or without a charset as it is', () => {
    expect(policyFirst('<head><meta charset="utf-8"><script></script></head>')).toBe(
      '<head><meta charset="utf-8"><script></script></head>',
    );
    expect(policyFirst(`<head><script></script>${policy}</head>`)).toBe(
      `<head><script></script>${policy}</head>`,
    );
  });
});
