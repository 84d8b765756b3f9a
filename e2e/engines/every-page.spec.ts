/**
 * Every page of the default build, in each engine, light as a first visit sees it (no stored
 * choice: the engines' system preference is light) and dark as a stored choice:
 * - served with its status, no failed request, no console or page error (the not-found page's own
 *   report aside), no Content-Security-Policy or Trusted Types violation from load through React
 *   taking over the theme switcher;
 * - no sideways scrolling at 320 px, before React takes over the switcher and after;
 * - a picture at a phone and a desktop width, for a person to look at after the run:
 *   screenshots/<engine>/<page>-<width>-<theme>.png (not committed). No test reads them, so only
 *   the landing page is pictured (every engine's way of taking a picture still runs) unless
 *   E2E_SCREENSHOTS=1 asks for every page: every page's pictures were a fifth of the walks' time.
 *
 * One load of each page serves all three. Where pictured, the page is pictured at the width it
 * loaded at, then resized and pictured at the other; then it is narrowed to 320 px, where its
 * switcher is reached for:
 * a page lays itself out afresh at a new width (its stylesheet's media queries are all it has
 * that depends on the width), exactly as a load at that width does. The loads alternate between
 * the two widths, so each is the width of a real load for half the pages. The switcher is reached
 * for after the pictures, which show the page as it loaded.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../../tools/built-pages';
import { isNotFoundPage, servedAt } from '../support/helpers';
import { cannot, expect, test, type Site } from './engine-test';

const SCREENSHOT_DIR = 'screenshots';
const PICTURED = process.env['E2E_SCREENSHOTS'] === '1';

const WIDTHS = [375, 1280] as const;
const HEIGHT = 800;
const NARROWEST = { width: 320, height: 640 };

/** `/terms/history/2025-03-12` → `terms-history-2025-03-12`; the landing page is `index`. */
const fileName = (path: string) => path.slice(1).replaceAll('/', '-') || 'index';

/** What went wrong on the page since it began to load, through React taking over the switcher; undefined when nothing did. */
async function problemsThroughHydration(site: Site, path: string, address: string) {
  // Reaching for the switcher hydrates it: React and its styles arrive under the same policy.
  await site.page.hover('select[data-theme-select]');
  await site.until(
    `${address}: the switcher hydrates`,
    () => document.querySelector('astro-island:has(select)')?.hasAttribute('ssr') === false,
  );
  const report = await site.report();
  // The not-found page logs the address, and Chromium logs the page's own 404 status; any other
  // failed request is caught by the proxy.
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
  return errors.length || report.violations.length || failed.length
    ? { errors, violations: report.violations, failed }
    : undefined;
}

for (const { theme, stored } of [
  { theme: 'light', stored: false },
  { theme: 'dark', stored: true },
] as const) {
  test(`every page in the ${theme} theme${stored ? ', stored' : ', on a first visit'}${PICTURED ? '' : ', the landing page'}, pictured at ${WIDTHS.join(' and ')} px: answers, logs no error and breaks no policy through load and hydration, and does not scroll sideways at 320 px`, async ({
    site,
    engine,
  }) => {
    const pages = await builtPages();
    test.setTimeout(60_000 + pages.length * 10_000);
    if (engine === 'webkit')
      cannot(
        "read the console (classic WebDriver): errors come from the page's console.error, error events and policy violations",
      );
    const dir = join(SCREENSHOT_DIR, engine);
    mkdirSync(dir, { recursive: true });
    await site.visit('/');
    await site.storeTheme(stored ? theme : undefined);
    const found: Record<string, unknown> = {};
    const overflowing: Record<string, number> = {};
    /** How far the page scrolls sideways, at 320 px. */
    const overflow = () =>
      site.page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    let widths: readonly number[] = WIDTHS;
    for (const { path } of pages) {
      const address = servedAt(path);
      await site.page.setViewport(widths[0]!, HEIGHT);
      expect(await site.visit(address), address).toBe(isNotFoundPage(path) ? 404 : 200);
      expect(await site.page.evaluate(() => document.documentElement.className), path).toBe(theme);
      // The landing page always, so that every engine's way of taking a picture is exercised.
      const pictured = PICTURED || path === '/' ? widths : widths.slice(0, 1);
      for (const [index, width] of pictured.entries()) {
        if (index > 0) await site.page.setViewport(width, HEIGHT);
        expect(await site.page.evaluate(() => innerWidth), path).toBe(width);
        if (pictured.length > 1)
          await site.page.screenshot(join(dir, `${fileName(path)}-${width}-${theme}.png`));
      }
      // The pointer off the header first: resting where the narrowed page puts the switcher, it
      // would hydrate it at once.
      await site.page.hover('h1');
      await site.page.setViewport(NARROWEST.width, NARROWEST.height);
      expect(await site.page.evaluate(() => innerWidth), address).toBe(NARROWEST.width);
      // Before and after React takes over the switcher, which is reached for at this width.
      expect(
        await site.page.evaluate(
          () => document.querySelector('astro-island:has(select)')?.hasAttribute('ssr') === true,
        ),
        `${address}: the switcher is not hydrated yet`,
      ).toBe(true);
      const before = await overflow();
      const problems = await problemsThroughHydration(site, path, address);
      if (problems) found[address] = problems;
      const sideways = Math.max(before, await overflow());
      if (sideways > 0) overflowing[path] = sideways;
      // The next page loads at the other width (where pictured, the one this one was last at).
      widths = widths.toReversed();
    }
    expect(found).toEqual({});
    expect(overflowing).toEqual({});
  });
}
