/**
 * The islands cost nothing until used: no island JavaScript is requested while a page loads,
 * the theme switcher works natively before React arrives and hydrates when reached for, and
 * the toast area hydrates with the first toast.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { builtPages } from '../tools/built-pages';
import { measurePage } from './support/page-weight';
import { servedAt } from './support/helpers';
import { THEME_CHOICES } from '../src/client/theme';

const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme' });
const switcherIsland = (page: Page) =>
  page.locator('astro-island', { has: page.locator('select') });

/** The island bundles of a built page: what must not be requested before a visitor uses an island. */
function islandBundles(file: string, path: string): string[] {
  const weight = measurePage(readFileSync(file, 'utf8'), path, (urlPath) =>
    readFileSync(join('dist', urlPath)),
  );
  return weight.islandScripts.files;
}

/** The versions data, its schema, the texts' permanent addresses and the versions' PDFs. */
const proofOfAcceptance = /^\/legal\/(versions(\.schema)?\.json|sha256\/)|\.pdf$/;

/** Every request path the page makes from now on. */
function requestLog(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Loads a page and lets it settle: everything it fetches by itself has been fetched. */
async function loadAndSettle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  );
  await page.waitForTimeout(500);
}

/**
 * Pages checked at once, each in a tab of its own: most of a page's check is waiting for its
 * network and main thread to go quiet, and tabs wait side by side.
 */
const TABS = 4;

test('no page requests island JavaScript, the versions data or a PDF before the visitor uses an island', async ({
  context,
}) => {
  const pages = await builtPages();
  expect(pages.length).toBeGreaterThan(5);
  // Every page waits for the network and the main thread to go quiet: 28 s for 16 pages alone on
  // a 2-core machine, more when it is busy, so the time allowed grows with the site.
  test.setTimeout((pages.length * 5_000) / TABS + 30_000);
  const queue = [...pages];
  const tabs = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));
  await Promise.all(
    tabs.map(async (page) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { path, file } = next;
        const bundles = islandBundles(file, path);
        expect(bundles.length, `${path} has island bundles to hold back`).toBeGreaterThan(0);
        const requested = requestLog(page);
        await loadAndSettle(page, servedAt(path));
        // The page has scrolled and been pointed at, but not at either island.
        await page.mouse.move(5, 300);
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(300);
        expect(
          requested.filter((request) => bundles.includes(request)),
          path,
        ).toEqual([]);
        // The proof of acceptance is for other services and for downloads, never part of loading a page.
        expect(
          requested.filter((request) => proofOfAcceptance.test(request)),
          path,
        ).toEqual([]);
        page.removeAllListeners('request');
      }
    }),
  );
});

test.describe('the theme switcher', () => {
  test.use({ colorScheme: 'light' });

  const intents = [
    {
      intent: 'the pointer over it',
      touch: false,
      reachFor: (page: Page) => themeSelect(page).hover(),
    },
    {
      intent: 'keyboard focus',
      touch: false,
      reachFor: async (page: Page) => {
        // Tab from the link before it (the page in Spanish), as a keyboard user arrives.
        await page.getByRole('banner').getByRole('link', { name: 'Español' }).focus();
        await page.keyboard.press('Tab');
        await expect(themeSelect(page)).toBeFocused();
      },
    },
    { intent: 'a touch', touch: true, reachFor: (page: Page) => themeSelect(page).tap() },
  ];

  for (const { intent, touch, reachFor } of intents) {
    test(`hydrates on ${intent}, and the choice works`, async ({ browser }) => {
      const context = await browser.newContext({ hasTouch: touch, colorScheme: 'light' });
      const page = await context.newPage();
      const requested = requestLog(page);
      await loadAndSettle(page, '/');
      const componentUrl = (await switcherIsland(page).getAttribute('component-url'))!;
      expect(requested).not.toContain(componentUrl);
      await reachFor(page);
      await expect(switcherIsland(page)).not.toHaveAttribute('ssr');
      expect(requested).toContain(componentUrl);
      await themeSelect(page).selectOption({ label: 'Dark' });
      await expect(page.locator('html')).toHaveClass('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await context.close();
    });
  }

  test('shows the stored choice from its first frame, before React', async ({ page }) => {
    await page.addInitScript((choices) => {
      localStorage.setItem('theme', 'dark');
      // Every animation frame comes before a paint. A browser may paint a page before it has
      // parsed all of it, so a frame can find the select before its options: then it shows no
      // choice at all, and never a wrong one.
      const earlier: string[] = [];
      const record = (): void => {
        const select = document.querySelector<HTMLSelectElement>('select[data-theme-select]');
        if (!select || select.options.length < choices) {
          if (select) earlier.push(select.value);
          requestAnimationFrame(record);
          return;
        }
        Object.assign(window, {
          earlier,
          firstFrame: { shown: select.value, visible: getComputedStyle(select).visibility },
        });
      };
      requestAnimationFrame(record);
    }, THEME_CHOICES.length);
    await page.goto('/');
    const firstFrame = await page.waitForFunction(
      () => (window as unknown as Record<string, unknown>)['firstFrame'],
    );
    expect(await firstFrame.jsonValue()).toEqual({ shown: 'dark', visible: 'visible' });
    expect(
      (await page.evaluate(() => (window as unknown as { earlier: string[] }).earlier)).filter(
        (shown) => shown !== '' && shown !== 'dark',
      ),
    ).toEqual([]);
    await expect(switcherIsland(page)).toHaveAttribute('ssr');
  });

  test('a choice made while every script is held back is applied at once and kept when React arrives', async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // Record every class <html> takes, to prove the theme never flips back while React takes over.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as Record<string, unknown>)['classesSeen'] = seen;
      new MutationObserver(() =>
        seen.push(document.documentElement.className.replace('theme-switching', '').trim()),
      ).observe(document.documentElement, { attributeFilter: ['class'] });
    });
    await themeSelect(page).hover();
    await themeSelect(page).selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveClass('dark');
    await page.waitForTimeout(3_000);
    await expect(switcherIsland(page)).toHaveAttribute('ssr');
    release();
    await expect(switcherIsland(page)).not.toHaveAttribute('ssr', { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    await expect(themeSelect(page)).toHaveValue('dark');
    await expect(page.locator('html')).toHaveClass('dark');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, string[]>)['classesSeen']),
    ).not.toContain('light');
    // React now runs the control.
    await themeSelect(page).selectOption({ label: 'Light' });
    await expect(page.locator('html')).toHaveClass('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

test.describe('the toast area', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is listening before the page has any control that raises a toast, however slowly it arrives', async () => {
    for (const { path, file } of await builtPages()) {
      const html = readFileSync(file, 'utf8');
      const toastArea = html.search(/<astro-island[^>]*client="toast"/);
      const firstControl = html.search(/<button[^>]*data-copy-text/);
      // Only the copy buttons raise toasts: a page without one carries no toast area to hydrate.
      if (firstControl < 0) expect(toastArea, `${path} has no copy button`).toBe(-1);
      else expect(toastArea, `${path} has a toast area before it`).toBeGreaterThan(0);
      if (firstControl >= 0) expect(toastArea, path).toBeLessThan(firstControl);
    }
  });

  test('hydrates with the first toast, which it then shows', async ({ page }) => {
    const requested = requestLog(page);
    await loadAndSettle(page, '/support');
    const toastArea = page.locator('astro-island', {
      has: page.getByRole('region', { name: /^Notifications/ }),
    });
    const componentUrl = (await toastArea.getAttribute('component-url'))!;
    expect(requested).not.toContain(componentUrl);
    await page.getByRole('button', { name: 'Copy email address' }).click();
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
    ).toContainText('Email address copied');
    expect(requested).toContain(componentUrl);
  });
});
