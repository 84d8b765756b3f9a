import { describe, expect, it } from 'vitest';
import { formatRedirectsFile, type Redirect } from './redirects-file';
import {
  MAX_DYNAMIC_REDIRECTS,
  MAX_REDIRECT_LINE_LENGTH,
  MAX_STATIC_REDIRECTS,
  redirectsFileProblems,
} from './redirects-limits';

const statics = (count: number): Redirect[] =>
  Array.from({ length: count }, (_, index) => ({
    from: `/old-${index + 1}`,
    to: '/',
    status: 308,
  }));
const dynamics = (count: number): Redirect[] =>
  Array.from({ length: count }, (_, index) => ({
    from: `/old-${index + 1}/*`,
    to: '/:splat',
    status: 308,
  }));
const file = (redirects: Redirect[]) =>
  formatRedirectsFile('heading', [{ comment: 'generated', redirects }]);

/** One static rule exactly `length` characters long. */
function lineOf(length: number): string {
  const rest = ' / 308';
  return file([{ from: `/${'a'.repeat(length - rest.length - 1)}`, to: '/', status: 308 }]);
}

describe('redirectsFileProblems', () => {
  it(`accepts ${MAX_STATIC_REDIRECTS} static rules and refuses ${MAX_STATIC_REDIRECTS + 1}, naming the first the host would drop`, () => {
    expect(redirectsFileProblems(file(statics(MAX_STATIC_REDIRECTS)))).toEqual([]);
    expect(redirectsFileProblems(file(statics(MAX_STATIC_REDIRECTS + 1)))).toEqual([
      '2001 static redirects; Cloudflare reads the first 2000 and ignores the rest, from line 2004. Redirect fewer addresses, or cover them with one pattern.',
    ]);
  });

  it(`accepts ${MAX_DYNAMIC_REDIRECTS} dynamic rules and refuses ${MAX_DYNAMIC_REDIRECTS + 1}`, () => {
    expect(redirectsFileProblems(file(dynamics(MAX_DYNAMIC_REDIRECTS)))).toEqual([]);
    expect(redirectsFileProblems(file(dynamics(MAX_DYNAMIC_REDIRECTS + 1)))).toEqual([
      '101 dynamic redirects (every rule after the first with * or :name counts as one); Cloudflare reads the first 100 and ignores the rest, from line 104. Merge patterns, or list static rules first.',
    ]);
  });

  it('counts the limits apart: 2,000 static and 100 dynamic rules fit together', () => {
    const text = file([...statics(MAX_STATIC_REDIRECTS), ...dynamics(MAX_DYNAMIC_REDIRECTS)]);
    expect(redirectsFileProblems(text)).toEqual([]);
  });

  it('counts a static rule written after a dynamic one as dynamic, as the host does', () => {
    const text = [
      ...dynamics(MAX_DYNAMIC_REDIRECTS).map(({ from, to, status }) => `${from} ${to} ${status}`),
      '/old /new 308',
    ].join('\n');
    expect(redirectsFileProblems(text)).toEqual([
      '101 dynamic redirects (every rule after the first with * or :name counts as one); Cloudflare reads the first 100 and ignores the rest, from line 101. Merge patterns, or list static rules first.',
    ]);
  });

  it(`accepts a rule of ${MAX_REDIRECT_LINE_LENGTH} characters and refuses one of ${MAX_REDIRECT_LINE_LENGTH + 1}, naming its line`, () => {
    expect(lineOf(MAX_REDIRECT_LINE_LENGTH).split('\n').at(-2)).toHaveLength(
      MAX_REDIRECT_LINE_LENGTH,
    );
    expect(redirectsFileProblems(lineOf(MAX_REDIRECT_LINE_LENGTH))).toEqual([]);
    expect(redirectsFileProblems(lineOf(MAX_REDIRECT_LINE_LENGTH + 1))).toEqual([
      'line 4 is 1001 characters; Cloudflare ignores rules over 1000, so it would be missing.',
    ]);
  });

  it('refuses a second rule from the same address, since the host applies only the first', () => {
    expect(redirectsFileProblems('/a /b 308\n/c /d 308\n/a /e 308\n')).toEqual([
      'line 3 redirects "/a" again (line 1): Cloudflare applies only the first. Keep one.',
    ]);
  });

  it('refuses a line that is not "from to status"', () => {
    expect(redirectsFileProblems('/a /b\n/c /d 308 extra\n')).toEqual([
      'line 1 has 2 parts; Cloudflare reads "from to status" and ignores anything else.',
      'line 2 has 4 parts; Cloudflare reads "from to status" and ignores anything else.',
    ]);
  });
});
