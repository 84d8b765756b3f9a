/**
 * A picture of every page at a phone and a desktop width, light and dark, in each engine, for a
 * person to look at after a run: screenshots/<engine>/<page>-<width>-<theme>.png (not committed).
 * Each is taken with the theme as a stored choice, the way a returning visitor sees it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../../tools/built-pages';
import { servedAt } from '../support/helpers';
import { expect, test } from './engine-test';

export const SCREENSHOT_DIR = 'screenshots';

/** `/terms/history/2025-03-12` → `terms-history-2025-03-12`; the landing page is `index`. */
const fileName = (path: string) => path.slice(1).replaceAll('/', '-') || 'index';

for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every page at ${width} px in the ${theme} theme`, async ({ site, engine }) => {
      const pages = await builtPages();
      test.setTimeout(pages.length * 4_000);
      const dir = join(SCREENSHOT_DIR, engine);
      mkdirSync(dir, { recursive: true });
      await site.page.setViewport(width, 800);
      await site.visit('/');
      await site.storeTheme(theme);
      for (const { path } of pages) {
        await site.visit(servedAt(path));
        expect(await site.page.evaluate(() => document.documentElement.className), path).toBe(
          theme,
        );
        await site.page.screenshot(join(dir, `${fileName(path)}-${width}-${theme}.png`));
      }
    });
  }
}
