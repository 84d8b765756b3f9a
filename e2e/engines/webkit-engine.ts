// WebKitGTK's MiniBrowser over classic WebDriver, on a virtual display: it has no headless mode.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { miniBrowser, WEBKIT_DRIVER } from '../../tools/browser-engines';
import { callExpression, standInForPrint, type EnginePage } from './engine-page';
import { startXvfb } from './xvfb';

/** GTK styles for the browser's own toolbar, which keeps the window 447 px wide or more. */
const SHRUNK_CHROME =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

async function waitForDriver(url: string, driver: ChildProcess) {
  for (let attempt = 0; attempt < 100 && driver.exitCode === null; attempt += 1) {
    const status = await fetch(`${url}/status`).catch(() => undefined);
    if (status?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not start (exit code ${driver.exitCode})`);
}

export async function launchWebKit(): Promise<EnginePage> {
  const xvfb = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), SHRUNK_CHROME);
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  const stopAll = async () => {
    if (driverProcess.exitCode === null) {
      driverProcess.kill();
      await once(driverProcess, 'exit');
    }
    await xvfb.stop();
    rmSync(config, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, driverProcess);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
      })
      .build();
  } catch (error) {
    await stopAll();
    throw error;
  }
  const evaluate = async (source: string) => {
    const outcome = await driver.executeAsyncScript<{ value?: unknown; error?: string }>(
      `const done = arguments[0]; Promise.resolve().then(() => ${source}).then((value) => done({ value }), (error) => done({ error: String(error) }));`,
    );
    if (outcome.error !== undefined) throw new Error(outcome.error);
    return outcome.value;
  };
  return {
    engine: 'webkit',
    version: `WebKitGTK ${(await driver.getCapabilities()).get('browserVersion')}`,
    goto: (url) => driver.get(url),
    evaluate: (fn, ...args) => evaluate(callExpression(fn, args)) as never,
    async setViewport(width, height) {
      // WebDriver sizes the window and can answer before the page has the new size.
      const resize = async (windowHeight: number, sized: string) => {
        await driver.manage().window().setRect({ width, height: windowHeight });
        await driver.wait(
          async () => (await evaluate(sized)) === true,
          10_000,
          `the page is not ${sized}`,
        );
      };
      await resize(height, `innerWidth === ${width}`);
      const chrome = height - ((await evaluate('innerHeight')) as number);
      if (chrome > 0)
        await resize(height + chrome, `innerWidth === ${width} && innerHeight === ${height}`);
    },
    // From the corner first: a pointer already resting on the element would enter nothing.
    hover: async (selector) =>
      driver
        .actions()
        .move({ x: 0, y: 0 })
        .move({ origin: await driver.findElement(By.css(selector)) })
        .perform(),
    async click(selector) {
      const element = await driver.findElement(By.css(selector));
      // Centred at once: scrolled only to the edge, it can be under the sticky header.
      await driver.executeScript(
        'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
        element,
      );
      // WebKitWebDriver's element click refuses links a pointer reaches fine.
      await driver.actions().move({ origin: element }).press().release().perform();
    },
    pressTab: () => driver.actions().sendKeys(Key.TAB).perform(),
    emulatePrint: () => standInForPrint(evaluate),
    consoleErrors: () => undefined,
    async screenshot(path) {
      // Just after a resize, WebKit can answer with the last frame painted at the old size.
      await driver.executeAsyncScript(
        'const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(done));',
      );
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      await driver.quit().catch(() => undefined);
      await stopAll();
    },
  };
}
