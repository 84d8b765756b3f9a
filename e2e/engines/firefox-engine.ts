// Puppeteer, not Playwright: Playwright's `moz-firefox` channel sends a BiDi command ESR 153 lacks.
import puppeteer from 'puppeteer-core';
import { SYSTEM_FIREFOX } from '../../tools/browser-engines';
import { callExpression, standInForPrint, type EnginePage } from './engine-page';

export async function launchFirefox(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: SYSTEM_FIREFOX,
    headless: true,
    // The machine has no network: updates, telemetry and safe-browsing lists would only fail.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) =>
    errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    engine: 'firefox',
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    evaluate: (fn, ...args) => page.evaluate(callExpression(fn, args)) as never,
    setViewport: (width, height) => page.setViewport({ width, height }),
    // From the corner first: a pointer already resting on the element would enter nothing.
    hover: async (selector) => {
      await page.mouse.move(0, 0);
      await page.hover(selector);
    },
    click: async (selector) => {
      // Centred at once: scrolled only to the edge, it can be under the sticky header.
      await page.$eval(selector, (element) =>
        element.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      await page.click(selector);
    },
    pressTab: () => page.keyboard.press('Tab'),
    // Puppeteer emulates media through the Chrome DevTools Protocol only.
    emulatePrint: () => standInForPrint((source) => page.evaluate(source)),
    consoleErrors: () => errors,
    screenshot: async (path) => void (await page.screenshot({ path })),
    close: () => browser.close(),
  };
}
