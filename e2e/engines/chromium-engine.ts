/** Chromium for the cross-engine tests, driven by Playwright as the rest of the suite drives it. */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/chromium';
import { callExpression, type EnginePage } from './engine-page';

export async function launchChromium(): Promise<EnginePage> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // Print media is emulated for the page, not the document: it is ended at the next address, as
  // the other engines' stand-in ends with its document. Left on, it outlived the print test, and
  // the next test in the worker found the theme control hidden and waited out its time on it.
  let printing = false;
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    goto: async (url) => {
      if (printing) await page.emulateMedia({ media: null });
      printing = false;
      await page.goto(url);
    },
    evaluate: (fn, ...args) => page.evaluate(callExpression(fn, args)) as never,
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    hover: async (selector) => {
      await page.mouse.move(0, 0);
      await page.locator(selector).first().hover();
    },
    click: (selector) => page.locator(selector).first().click(),
    pressTab: () => page.keyboard.press('Tab'),
    emulatePrint: async () => {
      await page.emulateMedia({ media: 'print' });
      printing = true;
      return undefined;
    },
    consoleErrors: () => errors,
    async screenshot(path) {
      // Chromium can refuse a capture ("Unable to capture screenshot") of a page or size it has
      // not drawn yet, as once on a busy machine: two frames later it has.
      await page.screenshot({ path }).catch(async (error: unknown) => {
        if (!String(error).includes('Unable to capture screenshot')) throw error;
        await page.evaluate(
          () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        );
        await page.screenshot({ path });
      });
    },
    close: () => browser.close(),
  };
}
