/**
 * A picture of every page at a phone and a desktop width, light and dark, in each engine, for a
 * person to look at after a run: screenshots/<engine>/<page>-<width>-<theme>.png (not committed).
 * Each is taken with the theme as a stored choice, the way a returning visitor sees it.
 *
 * Both widths come from one load: the page is pictured at the width it loaded at, then resized
 * and pictured at the other. A page lays itself out afresh at the new width (its stylesheet's media
 * queries are all it has that depends on the width), so the second picture is the one a load at
 * that width gives, for half the loads; the loads alternate between the widths.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../../tools/built-pages';
import { servedAt } from '../support/helpers';
import { expect, test } from './engine-test';

const SCREENSHOT_DIR = 'screenshots';

const WIDTHS = [375, 1280] as const;
const HEIGHT = 800;

/** `/terms/history/2025-03-12` → `terms-history-2025-03-12`; the landing page is `index`. */
const fileName = (path: string) => path.slice(1).replaceAll('/', '-') || 'index';

for (const theme of ['light', 'dark'] as const) {
  test(`every page at ${WIDTHS.join(' and ')} px in the ${theme} theme`, async ({
    site,
    engine,
  }) => {
    const pages = await builtPages();
    test.setTimeout(pages.length * 6_000);
    const dir = join(SCREENSHOT_DIR, engine);
    mkdirSync(dir, { recursive: true });
    await site.visit('/');
    await site.storeTheme(theme);
    let widths: readonly number[] = WIDTHS;
    await site.page.setViewport(widths[0]!, HEIGHT);
    for (const { path } of pages) {
      await site.visit(servedAt(path));
      expect(await site.page.evaluate(() => document.documentElement.className), path).toBe(theme);
      for (const [index, width] of widths.entries()) {
        if (index > 0) await site.page.setViewport(width, HEIGHT);
        expect(await site.page.evaluate(() => innerWidth), path).toBe(width);
        await site.page.screenshot(join(dir, `${fileName(path)}-${width}-${theme}.png`));
      }
      // The next page loads at the width this one ended at: one resize a page.
      widths = widths.toReversed();
    }
  });
}
