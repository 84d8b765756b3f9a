/**
 * Firefox ESR for the cross-engine tests, driven by Puppeteer over WebDriver BiDi. Playwright's
 * `moz-firefox` channel cannot open a context in ESR 153 (it sends
 * `emulation.setMediaFeaturesOverride`, which that version lacks); Puppeteer asks for nothing the
 * browser does not have.
 */
import puppeteer from 'puppeteer-core';
import { SYSTEM_FIREFOX } from '../../tools/browser-engines';
import {
  callExpression,
  PRINT_STAND_IN,
  applyPrintRulesOnScreen,
  type EnginePage,
} from './engine-page';

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
    // From the corner first: a pointer already resting where the element is, as after loading
    // another page, moves nowhere and enters nothing.
    hover: async (selector) => {
      await page.mouse.move(0, 0);
      await page.hover(selector);
    },
    click: async (selector) => {
      // Centred at once (the page scrolls smoothly): scrolled only to the edge, the element can be under the sticky header.
      await page.$eval(selector, (element) =>
        element.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      await page.click(selector);
    },
    pressTab: () => page.keyboard.press('Tab'),
    emulatePrint: async () => {
      // Puppeteer emulates media through the Chrome DevTools Protocol only.
      await page.evaluate(callExpression(applyPrintRulesOnScreen, []));
      return PRINT_STAND_IN;
    },
    consoleErrors: () => errors,
    screenshot: async (path) => void (await page.screenshot({ path: path })),
    close: () => browser.close(),
  };
}
