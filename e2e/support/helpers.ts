import type { APIRequestContext, Page } from '@playwright/test';
import { languages } from '../../src/i18n/catalogue';
import { localizedPath } from '../../src/i18n/page-language';

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

export const isNotFoundPage = (path: string) => path.endsWith('/404');
/** The not-found page is reached at an address that does not exist. */
export const servedAt = (path: string) =>
  isNotFoundPage(path) ? path.replace(/404$/, 'no-such-page') : path;

export const examplePromotion = '/promotions/daily-cash-2027';
/** Every page reached by a link: the landing page, the footer's, then a programme's terms. */
export const regularPages = [
  '/',
  '/privacy',
  '/terms',
  '/official-rules',
  '/promotions',
  '/support',
  examplePromotion,
] as const;

export const pathsInEveryLanguage = (paths: readonly string[]): string[] =>
  languages.flatMap((language) => paths.map((path) => localizedPath(language, path)));

/** Must get the not-found page and nothing else. */
export const hostilePaths = [
  '/does-not-exist',
  '/%3Cimg%20src=x%20onerror=alert(1)%3E',
  `/"'><script>window.__pwned=1</script>`,
  `/${'very-long-segment/'.repeat(120)}end`,
  '/%E0%A4%A',
  '/caf%C3%A9/%F0%9F%92%B8',
];

/** Every URL in the sitemaps, with its `lastmod` day. */
export async function sitemapEntries(request: APIRequestContext) {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const entries: Record<string, string | undefined> = {};
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    for (const [, url] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url!)![1]!;
      entries[loc] = /<lastmod>([^<]+)<\/lastmod>/.exec(url!)?.[1]?.slice(0, 10);
    }
  }
  return entries;
}
