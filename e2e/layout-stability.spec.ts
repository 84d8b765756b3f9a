/**
 * CLS exactly 0 on a slow phone: with the CPU slowed four times (as Lighthouse's mobile profile
 * does), a PerformanceObserver records every layout shift from the first paint on, on every page
 * template in each language, at a phone and a desktop width, in both themes, through load and
 * through React taking over the theme switcher. A slow CPU makes the browser paint a page before
 * it has parsed all of it, and such a shift showed in about one load in twenty, so each page is
 * loaded several times.
 *
 * Why a few pages stand for all (`representativePages`): a page shifts when something on it is
 * laid out again after the first paint: a font swapping in, an island hydrating, a style or an
 * element arriving after the paint. Those come from the template (its layout, its stylesheet,
 * its fonts, its islands: the same on every page it builds), not from which document or version
 * it shows. What the words do change is how lines wrap, and the last two shifts found here came
 * from Spanish wrapping differently from English, so each template is swept in each language.
 * For each template and language the sweep takes its longest page (the most for the slowed
 * parser to leave unparsed at the first paint), then as few more as bring in every class and
 * element that any page of that template and language uses (an upcoming version's notice, a
 * table only the Privacy Policy has), so every rule of the stylesheet the gate reached before
 * still meets a page. The templates are the page files under `src/pages`, matched as Astro
 * routes, so a new template is swept from its first page. The other gates still check every page:
 * every engine's every-page and 320 px checks, the byte budgets, the Nu HTML Checker.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { servedAt } from './support/helpers';
import { builtRepresentativePages } from './support/page-templates';
import { slowCpu, type SlowCpu } from './support/slow-cpu';

interface Shift {
  value: number;
  /** When, from the start of the load. */
  at: number;
  /** What moved, and from where to where (x, y, width, height). */
  sources: string[];
}

const layouts = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Loads per page, width and theme: enough to catch a shift that happens once in twenty loads. */
const LOADS = 5;
const CPU_SLOWDOWN = 4;

/** Records every layout shift of each document from its first paint; `buffered` includes those before the observer. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = shifts;
  const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      startTime: number;
      sources?: Array<{
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }>;
    }>) {
      const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
        const name =
          node instanceof Element
            ? `${node.localName}.${[...node.classList].join('.')}`
            : String(node?.nodeName);
        return `${name} ${rect(previousRect)} → ${rect(currentRect)}`;
      });
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

/** Two frames after load: a paint the load event did not wait for has been made. */
const afterNextPaints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

/**
 * A page in a browser of its own, slowed as a whole: every page it opens runs on the slow CPU. A
 * fixture, so the browser is closed and the slowdown ended even when the test runs out of time.
 */
const test = base.extend<{ slowed: { page: Page; slowdown: SlowCpu } }>({
  slowed: async ({ playwright, launchOptions, baseURL, viewport, colorScheme }, use) => {
    const browser = await playwright.chromium.launch(launchOptions);
    let slowdown: SlowCpu | undefined;
    try {
      const page = await browser.newPage({
        viewport,
        colorScheme,
        ...(baseURL ? { baseURL } : {}),
      });
      slowdown = await slowCpu(browser, page, CPU_SLOWDOWN);
      test.info().annotations.push({ type: 'slowed by', description: slowdown.how });
      await use({ page, slowdown });
    } finally {
      await browser.close();
      await slowdown?.release();
    }
  },
});

// Each test loads each page five times on a slowed CPU: let every worker take them.
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of layouts) {
    test.describe(() => {
      test.use({ viewport, colorScheme: theme });

      test(`no layout shift on any page template at ${viewport.width} px in the ${theme} theme, on a ${CPU_SLOWDOWN}× slower CPU`, async ({
        slowed: { page, slowdown },
      }) => {
        const pages = await builtRepresentativePages();
        // 3 s a load, and a minute for the browser's start and the slowest pages on a busy machine.
        test.setTimeout(60_000 + pages.length * LOADS * 3_000);
        await page.addInitScript(recordShifts);
        const shifted: Record<string, Shift[]> = {};
        for (const { path } of pages) {
          const address = servedAt(path);
          for (let load = 1; load <= LOADS; load += 1) {
            await page.goto(address, { waitUntil: 'load' });
            // Read by a script of the page's own, not a locator: a locator first brings Playwright's
            // own script into the page, a slowed parse of it on every load.
            expect(await page.evaluate(() => document.documentElement.className)).toBe(theme);
            await afterNextPaints(page);
            if (load === 1) {
              // React takes over the switcher: nothing may move.
              await page.locator('select[data-theme-select]').hover();
              await expect(page.locator('astro-island:has(select)')).not.toHaveAttribute('ssr');
              await afterNextPaints(page);
            }
            const shifts = await shiftsSoFar(page);
            if (shifts.length > 0) shifted[`${path} (load ${load})`] = shifts;
          }
        }
        expect(shifted).toEqual({});
        // Every page was loaded on the slowed CPU.
        expect(await slowdown.problems()).toEqual([]);
      });
    });
  }
}
