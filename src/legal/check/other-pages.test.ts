/**
 * A legal text may link to the site's other pages, as the editors' guide says: `/` and `/support`
 * pass the check, because the list comes from the site's page list; an address that is no page
 * is refused with the usual line. (A translation's links, under `/es`, are in
 * `translation-check.test.ts`, which reads the same list.)
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { checkLegalContent } from './check';
import { linkablePages } from './other-pages';
import { formatProblems } from '../problems';
import { serializeRegister } from '../register-file';

const text = readFileSync(new URL('fixtures/site-links.mdx', import.meta.url), 'utf8');

const check = (source: string) =>
  formatProblems(
    checkLegalContent({
      versions: [
        { file: 'content/legal/terms.mdx', document: 'terms', archivedAs: undefined, source },
      ],
      translations: [],
      register: { file: 'content/legal/register.json', text: serializeRegister({}) },
      buildDay: new Date('2025-03-12T00:00:00Z'),
      dir: 'content/legal',
      production: false,
    }),
  );

it('offers the landing, support and promotions pages, not the not-found page', () => {
  expect(linkablePages).toEqual(['/', '/support', '/promotions']);
});

it('accepts a legal text linking to / and /support', () => {
  expect(text).toContain('](/)');
  expect(text).toContain('](/support)');
  expect(check(text)).toBe('');
});

it('refuses a link to no page of the site, at its line, listing the pages', () => {
  expect(check(text.replace('](/support)', '](/nope)'))).toBe(
    'content/legal/terms.mdx:21: the link "/nope" points at no page of this site — use one of: /, /support, /promotions, /terms',
  );
});
