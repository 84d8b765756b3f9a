import { describe, expect, it } from 'vitest';
import { languageAlternates } from './alternates';

describe('languageAlternates', () => {
  it('names the page in every language, English also for every other language, from either copy', () => {
    const expected = [
      { hreflang: 'en', href: 'https://www.pollfly.example/terms#fees' },
      { hreflang: 'es', href: 'https://www.pollfly.example/es/terms#fees' },
      { hreflang: 'x-default', href: 'https://www.pollfly.example/terms#fees' },
    ];
    expect(languageAlternates('/terms#fees', 'https://www.pollfly.example')).toEqual(expected);
    expect(languageAlternates('/es/terms#fees', 'https://www.pollfly.example')).toEqual(expected);
  });

  it('names the landing page at the site root and at /es', () => {
    expect(
      languageAlternates('/es', 'https://www.pollfly.example').map(({ href }) => href),
    ).toEqual([
      'https://www.pollfly.example/',
      'https://www.pollfly.example/es',
      'https://www.pollfly.example/',
    ]);
  });
});
