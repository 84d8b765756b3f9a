import { describe, expect, it } from 'vitest';
import { formatHeadersFile, type HeaderRule } from './headers-file';
import { headersFileProblems, MAX_LINE_LENGTH, MAX_RULES } from './headers-limits';

/** `count` rules of one header each, under the heading comment `formatHeadersFile` writes. */
const rules = (count: number): HeaderRule[] =>
  Array.from({ length: count }, (_, index) => ({
    pattern: `/page-${index + 1}`,
    headers: { 'X-Page': String(index + 1) },
  }));

/** A `/*` rule whose one header line is exactly `length` characters long, as the host measures it. */
function lineOf(length: number): string {
  const prefix = 'Content-Security-Policy: ';
  return formatHeadersFile('heading', [
    { pattern: '/*', headers: { 'Content-Security-Policy': 'x'.repeat(length - prefix.length) } },
  ]);
}

describe('headersFileProblems', () => {
  it(`accepts ${MAX_RULES} rules and refuses ${MAX_RULES + 1}, naming the first rule the host would drop`, () => {
    expect(headersFileProblems(formatHeadersFile('heading', rules(MAX_RULES)))).toEqual([]);
    expect(headersFileProblems(formatHeadersFile('heading', rules(MAX_RULES + 1))))
      .toMatchInlineSnapshot(`
      [
        "101 rules; Cloudflare reads the first 100 and ignores the rest, from "/page-101" on line 202. Cover more paths with one pattern.",
      ]
    `);
  });

  it(`accepts a line of ${MAX_LINE_LENGTH} characters and refuses one of ${MAX_LINE_LENGTH + 1}, naming it`, () => {
    expect(lineOf(MAX_LINE_LENGTH).split('\n')[2]!.trim()).toHaveLength(MAX_LINE_LENGTH);
    expect(headersFileProblems(lineOf(MAX_LINE_LENGTH))).toEqual([]);
    expect(headersFileProblems(lineOf(MAX_LINE_LENGTH + 1))).toMatchInlineSnapshot(`
      [
        "line 3 (Content-Security-Policy under "/*") is 2001 characters; Cloudflare ignores lines over 2000, so it would be missing.",
      ]
    `);
  });

  it('measures a pattern line too', () => {
    const long = `/${'a'.repeat(MAX_LINE_LENGTH)}`;
    expect(
      headersFileProblems(
        formatHeadersFile('heading', [{ pattern: long, headers: { 'X-A': '1' } }]),
      ),
    ).toEqual([
      'line 2 (a pattern) is 2001 characters; Cloudflare ignores lines over 2000, so it would be missing.',
    ]);
  });

  it('refuses a pattern written twice, since the host keeps only the last', () => {
    const text = formatHeadersFile('heading', [
      { pattern: '/*', headers: { 'Strict-Transport-Security': 'max-age=63072000' } },
      { pattern: '/_astro/*', headers: { 'Cache-Control': 'immutable' } },
      { pattern: '/*', headers: { 'Content-Security-Policy': "default-src 'self'" } },
    ]);
    expect(headersFileProblems(text)).toEqual([
      'rule "/*" on line 6 repeats line 2: Cloudflare keeps only the last, so the headers under line 2 would be lost. Merge the two.',
    ]);
  });

  it('ignores comments and blank lines when counting', () => {
    const text = formatHeadersFile(
      'a heading\nof two lines',
      rules(MAX_RULES).map((rule) => ({ ...rule, comment: 'why' })),
    );
    expect(headersFileProblems(text)).toEqual([]);
  });
});
