import { describe, expect, it } from 'vitest';
import { formatHeadersFile, parseHeadersFile, rulesFor } from './headers-file';

describe('parseHeadersFile', () => {
  it('reads patterns, indented headers and comments', () => {
    expect(
      parseHeadersFile('# comment\n/a/*\n  X-One: 1\n  X-Two: a: b\n\n/b\n  X-Three: 3\n'),
    ).toEqual([
      { pattern: '/a/*', headers: { 'X-One': '1', 'X-Two': 'a: b' } },
      { pattern: '/b', headers: { 'X-Three': '3' } },
    ]);
  });

  it('rejects a header outside any rule, naming the line', () => {
    expect(() => parseHeadersFile('  X-One: 1\n')).toThrow(
      '_headers line 1: expected "Name: value" under a URL pattern, got "X-One: 1"',
    );
  });
});

describe('formatHeadersFile', () => {
  it('writes the heading and each rule with its comment, and reads back the same rules', () => {
    const rules = [
      { pattern: '/*', headers: { 'X-One': '1', 'X-Two': '2' }, comment: 'Everywhere.' },
      { pattern: '/og/*', headers: { 'Cache-Control': 'public' } },
    ];
    const text = formatHeadersFile('Generated.\nDo not edit.', rules);
    expect(text).toBe(
      '# Generated.\n# Do not edit.\n\n# Everywhere.\n/*\n  X-One: 1\n  X-Two: 2\n/og/*\n  Cache-Control: public\n',
    );
    expect(parseHeadersFile(text)).toEqual(
      rules.map(({ pattern, headers }) => ({ pattern, headers })),
    );
  });
});

describe('rulesFor', () => {
  const rules = parseHeadersFile(
    '/*\n  A: 1\n/terms/*\n  B: 1\n/terms\n  C: 1\n/:document/history\n  D: 1\n/og/*.png\n  E: 1\n',
  );
  const patterns = (path: string) => rulesFor(rules, path).map((rule) => rule.pattern);

  it('matches as the host does: `*` any run of characters, `:name` one segment, the rest exactly', () => {
    expect(patterns('/')).toEqual(['/*']);
    expect(patterns('/terms')).toEqual(['/*', '/terms']);
    expect(patterns('/terms/history/2025-03-12')).toEqual(['/*', '/terms/*']);
    expect(patterns('/privacy/history')).toEqual(['/*', '/:document/history']);
    expect(patterns('/a/b/history')).toEqual(['/*']);
    expect(patterns('/og/terms.png')).toEqual(['/*', '/og/*.png']);
    expect(patterns('/og/termsXpng')).toEqual(['/*']);
  });
});
