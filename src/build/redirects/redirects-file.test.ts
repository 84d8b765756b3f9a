import { describe, expect, it } from 'vitest';
import { formatRedirectsFile, isDynamic } from './redirects-file';

describe('formatRedirectsFile', () => {
  it('writes every static rule before any dynamic one, each group under its comment', () => {
    const text = formatRedirectsFile('Heading', [
      {
        comment: 'Spellings',
        redirects: [
          { from: '/index', to: '/', status: 308 },
          { from: '/*.html', to: '/:splat', status: 308 },
        ],
      },
      { comment: 'Moved', redirects: [{ from: '/old', to: '/new', status: 301 }] },
    ]);
    expect(text).toBe(
      [
        '# Heading',
        '',
        '# Spellings',
        '/index / 308',
        '',
        '# Moved',
        '/old /new 301',
        '',
        '# Spellings',
        '/*.html /:splat 308',
        '',
      ].join('\n'),
    );
  });

  it('reads a rule as dynamic when its source has a splat or a placeholder', () => {
    expect([isDynamic('/a/*'), isDynamic('/a/:name'), isDynamic('/legal/sha256/0a')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
