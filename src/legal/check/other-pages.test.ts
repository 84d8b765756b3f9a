/**
 * A legal text may link to the site's other pages, as the editors' guide says: `/` and `/support`
 * pass the check, because the list comes from the site's page list; an address that is no page
 * is refused with the usual line, which lists every page but the not-found one. (A translation's
 * links, under `/es`, are in `translation-check.test.ts`, which reads the same list.)
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { problemLines } from '../library/legal-sources.fixture';

const text = readFileSync(new URL('fixtures/site-links.mdx', import.meta.url), 'utf8');

const check = async (source: string) =>
  (await problemLines({ 'content/legal/terms.mdx': source }, { buildDay: '2025-03-12' })).join(
    '\n',
  );

it('accepts a legal text linking to / and /support', async () => {
  expect(text).toContain('](/)');
  expect(text).toContain('](/support)');
  expect(await check(text)).toBe('');
});

it('refuses a link to no page of the site, at its line, listing the pages and the legal documents', async () => {
  expect(await check(text.replace('](/support)', '](/nope)'))).toBe(
    'content/legal/terms.mdx:21: the link "/nope" points at no page of this site — use one of: /, /support, /promotions, /privacy, /terms, /official-rules',
  );
});
