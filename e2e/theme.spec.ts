import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/helpers';

/** `--color-canvas`, the page background, in each scheme. */
const canvas = { light: 'rgb(246, 248, 247)', dark: 'rgb(10, 17, 15)' } as const;

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeSelect = (page: Page) => page.getByRole('combobox', { name: 'Theme' });

async function expectPainted(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveClass(theme);
  await expect.poll(() => background(page)).toBe(canvas[theme]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    theme,
  );
  const themeColor = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => matchMedia(meta.media).matches,
      )?.content,
  );
  expect(themeColor).toBe(theme === 'dark' ? '#0a110f' : '#f6f8f7');
}

test.describe('with a light system', () => {
  test.use({ colorScheme: 'light' });

  test('System is the default and Light, Dark and System each repaint the page and survive reload', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(themeSelect(page)).toHaveValue('system');
    await expectPainted(page, 'light');

    for (const [label, painted] of [
      ['Dark', 'dark'],
      ['Light', 'light'],
      ['System', 'light'],
    ] as const) {
      await themeSelect(page).selectOption({ label });
      await expectPainted(page, painted);
      await page.reload();
      await expect(themeSelect(page)).toHaveValue(label.toLowerCase());
      await expectPainted(page, painted);
    }
    await page.goto('/support');
    await expect(themeSelect(page)).toHaveValue('system');
    expect(errors).toEqual([]);
  });

  test('the choice carries to other pages', async ({ page }) => {
    await page.goto('/');
    await themeSelect(page).selectOption({ label: 'Dark' });
    await page.getByRole('link', { name: 'Support' }).first().click();
    await expect(page).toHaveURL('/support');
    await expect(themeSelect(page)).toHaveValue('dark');
    await expectPainted(page, 'dark');
  });

  test('is usable by keyboard', async ({ page }) => {
    await page.goto('/');
    await themeSelect(page).focus();
    // System is the last option; the one above it is Dark.
    await page.keyboard.press('ArrowUp');
    await expect(themeSelect(page)).toHaveValue('dark');
    await expectPainted(page, 'dark');
  });

  test('paints the stored theme before first paint while every script is held back', async ({
    page,
  }) => {
    await page.goto('/');
    await themeSelect(page).selectOption({ label: 'Dark' });
    // Record what the first frame would show: the first animation frame comes before first paint.
    await page.addInitScript(() => {
      const record = () => {
        if (!document.body) {
          requestAnimationFrame(record);
          return;
        }
        const w = window as unknown as Record<string, unknown>;
        w['firstFrame'] = {
          background: getComputedStyle(document.body).backgroundColor,
          hydrated: document.querySelector('astro-island:not([ssr])') !== null,
        };
      };
      requestAnimationFrame(record);
    });
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    const started = Date.now();
    await page.reload({ waitUntil: 'commit' });
    const firstFrame = await page.waitForFunction(
      () => (window as unknown as Record<string, unknown>)['firstFrame'],
    );
    expect(await firstFrame.jsonValue()).toEqual({ background: canvas.dark, hydrated: false });
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(themeSelect(page)).toHaveValue('dark', { timeout: 10_000 });
    await expectPainted(page, 'dark');
  });

  test('System follows a change of the system preference live', async ({ page }) => {
    await page.goto('/');
    await expect(themeSelect(page)).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectPainted(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectPainted(page, 'light');
  });

  test('an explicit choice ignores a change of the system preference', async ({ page }) => {
    await page.goto('/');
    await themeSelect(page).selectOption({ label: 'Light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectPainted(page, 'light');
  });

  test('a choice made in one tab reaches another open tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/support');
    await expect(themeSelect(second)).toBeVisible();
    await themeSelect(first).selectOption({ label: 'Dark' });
    await expect(themeSelect(second)).toHaveValue('dark');
    await expectPainted(second, 'dark');
    await themeSelect(first).selectOption({ label: 'System' });
    await expect(themeSelect(second)).toHaveValue('system');
    await expectPainted(second, 'light');
  });

  test('garbage in storage means System', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', '{"broken":'));
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(themeSelect(page)).toHaveValue('system');
    await expectPainted(page, 'light');
    expect(errors).toEqual([]);
  });
});

test.describe('with storage that throws on access', () => {
  test.use({ colorScheme: 'dark' });

  test('the page follows the system and the switcher still works for this page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(themeSelect(page)).toHaveValue('system');
    await expectPainted(page, 'dark');
    await themeSelect(page).selectOption({ label: 'Light' });
    await expectPainted(page, 'light');
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('the page follows a dark system preference and offers no dead control', async ({ page }) => {
    await page.goto('/support');
    await expect.poll(() => background(page)).toBe(canvas.dark);
    await expect(page.getByText('Theme', { exact: true })).toBeHidden();
    await expect(page.locator('select')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy email address' })).toBeHidden();
  });
});
