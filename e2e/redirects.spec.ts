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

test("each comparison's first address, under the version before, redirects permanently in one hop to its address under the version it compares", async ({
  request,
  builtSite,
}) => {
  // Read from the build, not from the code that writes the rules: each document's versions are its
  // /<document>/history/<day> pages, and each comparison is the page of the later day's changes.
  const days = new Map<string, string[]>();
  for (const { path } of await builtPages(builtSite)) {
    const version = /^\/([^/]+)\/history\/(\d{4}-\d{2}-\d{2})$/.exec(path);
    if (version) days.set(version[1]!, [...(days.get(version[1]!) ?? []), version[2]!].sort());
  }
  const expected: string[] = [];
  const answers: string[] = [];
  for (const [document, dates] of days) {
    for (const [index, day] of dates.slice(1).entries()) {
      const former = `/${document}/history/${dates[index]}/compare`;
      const now = `/${document}/history/${day}/changes`;
      expected.push(`${former} 308 ${now} 200`);
      const response = await request.get(former, { maxRedirects: 0 });
      const location = response.headers()['location'];
      const landing = location && (await request.get(location, { maxRedirects: 0 })).status();
      answers.push(`${former} ${response.status()} ${location} ${landing}`);
    }
  }
  expect(expected.length).toBeGreaterThan(0);
  expect(answers).toEqual(expected);
});
