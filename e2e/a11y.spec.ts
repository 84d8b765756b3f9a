/**
 * axe-core with every WCAG 2.0, 2.1 and 2.2 A/AA rule, colour contrast included, on every page in
 * both themes at a phone and a desktop width. The two ways a theme can be chosen each get a
 * width: the system preference on the phone, and a stored choice that overrides the opposite
 * system preference on the desktop.
 */
import { expect, test } from '@playwright/test';
import { pathsInEveryLanguage, regularPages } from './support/helpers';
import { wcagViolations } from './support/axe';

const pages = pathsInEveryLanguage([...regularPages, '/terms/history', '/no-such-page']);

// 72 scans, each its own test: every worker takes them.
test.describe.configure({ mode: 'parallel' });

const layouts = [
  { name: '375 px, system preference', viewport: { width: 375, height: 740 }, stored: false },
  { name: '1280 px, stored choice', viewport: { width: 1280, height: 800 }, stored: true },
];

for (const theme of ['light', 'dark'] as const) {
  for (const layout of layouts) {
    test.describe(`${theme} theme at ${layout.name}`, () => {
      const opposite = theme === 'light' ? 'dark' : 'light';
      test.use({ viewport: layout.viewport, colorScheme: layout.stored ? opposite : theme });

      for (const path of pages) {
        test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
          if (layout.stored)
            await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
          await page.goto(path);
          // As most visitors see it: the islands wait for use, their server-rendered HTML is the page.
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveClass(theme);
          expect(await wcagViolations(page)).toEqual([]);
        });
      }
    });
  }
}

test('the scan reports every failing element of each WCAG A/AA rule, and no rule outside them', async ({
  page,
}) => {
  // Two undersized buttons side by side fail target-size, a WCAG 2.2 AA rule axe runs only when
  // its tag is asked for; text outside any landmark fails only "region", a best practice.
  const button = '<button style="width:10px;height:10px;padding:0;border:0">+</button>';
  await page.setContent(
    `<!doctype html><html lang="en"><title>Scan</title><h1>Scan</h1><p>Outside a landmark.</p><div>${button}${button}</div></html>`,
  );
  const rules = (await wcagViolations(page)).map((line) => line.split(' ')[0]);
  expect(rules).toEqual(['target-size', 'target-size']);
});
