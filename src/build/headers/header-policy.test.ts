import { describe, expect, it } from 'vitest';
import { parsePolicy } from '../csp/csp';
import { headerPolicy } from './security-headers';

const pages = [
  parsePolicy("default-src 'self'; script-src 'self' 'sha256-a'"),
  parsePolicy("default-src 'self'; script-src 'self' 'sha256-b'"),
];

describe('headerPolicy', () => {
  it('joins the page policies and forbids framing', () => {
    expect(headerPolicy(pages)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'",
    );
  });

  it('names the report endpoint only when one is configured', () => {
    expect(headerPolicy(pages, 'https://reports.example.com/csp')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'; report-uri https://reports.example.com/csp; report-to csp",
    );
  });
});
