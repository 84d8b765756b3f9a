/**
 * CLS exactly 0: a PerformanceObserver records every layout shift from the first paint on, on
 * every page, at a phone and a desktop width, in both themes, through load and through React
 * taking over the theme switcher.
 */
import { expect, test } from '@playwright/test';
import { builtPages } from '../tools/built-pages';

interface Shift {
  value: number;
  sources: string[];
}

const layouts = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of layouts) {
    test(`no layout shift on any page at ${viewport.width} px in the ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        (window as unknown as { shifts: Shift[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node | null }> }>) {
            const sources = (entry.sources ?? []).map(({ node }) =>
              node instanceof Element ? `${node.localName}.${[...node.classList].join('.')}` : String(node?.nodeName),
            );
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const shifted: Record<string, Shift[]> = {};
      const pages = await builtPages();
      // One test visits every page, so its time grows with the site: each legal version adds two pages.
      test.setTimeout(Math.max(30_000, pages.length * 3_000));
      for (const { path } of pages) {
        await page.goto(path === '/404' ? '/no-such-page' : path, { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveClass(theme);
        // React takes over the switcher: nothing may move.
        await page.getByRole('combobox', { name: 'Theme' }).hover();
        await expect(page.locator('astro-island:has(select)')).not.toHaveAttribute('ssr');
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(200);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        if (shifts.length > 0) shifted[path] = shifts;
      }
      expect(shifted).toEqual({});
    });
  }
}
