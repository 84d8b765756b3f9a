/**
 * Every page of the default build, in each engine: served with its status, no failed request, no
 * console or page error (the not-found page's own report aside), no Content-Security-Policy or
 * Trusted Types violation from load through React taking over the theme switcher, and no sideways
 * scrolling at 320 px.
 *
 * One load of each page serves both: it is loaded at 1280 px for the first checks, then narrowed
 * to 320 px, where it lays itself out afresh (its stylesheet's media queries are all it has that
 * depends on the width) exactly as a load at 320 px does, and is measured for overflow.
 */
import { builtPages } from '../../tools/built-pages';
import { isNotFoundPage, servedAt } from '../support/helpers';
import { cannot, expect, test } from './engine-test';

const NARROWEST = { width: 320, height: 640 };

test('every page answers, logs no error and breaks no policy through load and hydration, and none scrolls sideways at 320 px', async ({
  site,
  engine,
}) => {
  const pages = await builtPages();
  test.setTimeout(60_000 + pages.length * 7_000);
  if (engine === 'webkit')
    cannot(
      "read the console (classic WebDriver): errors come from the page's console.error, error events and policy violations",
    );
  const found: Record<string, unknown> = {};
  const overflowing: Record<string, number> = {};
  for (const { path } of pages) {
    const address = servedAt(path);
    await site.page.setViewport(1280, 800);
    const status = await site.visit(address);
    expect(status, address).toBe(isNotFoundPage(path) ? 404 : 200);
    // Reaching for the switcher hydrates it: React and its styles arrive under the same policy.
    await site.page.hover('select[data-theme-select]');
    await site.until(
      `${address}: the switcher hydrates`,
      () => document.querySelector('astro-island:has(select)')?.hasAttribute('ssr') === false,
    );
    const report = await site.report();
    // The not-found page logs the address, and Chromium logs the page's own 404 status; any
    // other failed request is caught by the proxy.
    const ownReport = isNotFoundPage(path)
      ? [
          `Page not found: ${address}`,
          'Failed to load resource: the server responded with a status of 404 (Not Found)',
        ]
      : [];
    const errors = [...report.errors, ...(site.page.consoleErrors()?.splice(0) ?? [])].filter(
      (error) => !ownReport.includes(error),
    );
    const failed = site.failedRequests();
    if (errors.length || report.violations.length || failed.length)
      found[address] = { errors, violations: report.violations, failed };

    await site.page.setViewport(NARROWEST.width, NARROWEST.height);
    expect(await site.page.evaluate(() => innerWidth), address).toBe(NARROWEST.width);
    const overflow = await site.page.evaluate(
      () => document.documentElement.scrollWidth - innerWidth,
    );
    if (overflow > 0) overflowing[path] = overflow;
  }
  expect(found).toEqual({});
  expect(overflowing).toEqual({});
});
