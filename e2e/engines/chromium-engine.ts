import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/chromium';
import { collectConsoleErrors } from '../support/helpers';
import { callExpression, type EnginePage } from './engine-page';

export async function launchChromium(): Promise<EnginePage> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  // Print media outlives the document here: end it at the next goto, like the others' stand-in.
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
      // A busy Chromium can refuse to capture what it has not drawn yet: two frames later it has.
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
