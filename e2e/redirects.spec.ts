/**
 * Each page has one address. The other spellings that a visitor, an old link or a search engine
 * may use redirect there permanently, in one hop, keeping the query. Runs against every build.
 */
import { builtPages } from '../tools/built-pages';
import { expect, test } from './support/built-site';

/** What else a page might be asked for: its file name, and its address as a folder. */
const otherSpellings = (path: string) =>
  path === '/' ? ['/index.html', '/index'] : [`${path}.html`, `${path}/`];

test('every other spelling of a page redirects permanently to its address', async ({
  request,
  builtSite,
}) => {
  const pages = await builtPages(builtSite);
  const answers: string[] = [];
  for (const { path } of pages) {
    for (const spelling of otherSpellings(path)) {
      const response = await request.get(spelling, { maxRedirects: 0 });
      answers.push(`${spelling} ${response.status()} ${response.headers()['location']}`);
    }
  }
  const expected = pages.flatMap(({ path }) =>
    otherSpellings(path).map((spelling) => `${spelling} 308 ${path}`),
  );
  expect(answers).toEqual(expected);
});

test('a redirect keeps the query', async ({ request }) => {
  const response = await request.get('/privacy/?ref=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/privacy?ref=mail');
});
