import { expect, test, type Page } from '@playwright/test';

const address = 'support@pollfly.example';

const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy email address' });
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });
const toasts = (page: Page) => page.locator('[data-sonner-toast]');
/** Sonner keeps toasts beyond the visible limit in the list, transparent; this is what shows. */
const shownToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a page with copy buttons has one labelled live region for notifications, and only such a page', async ({
  page,
}) => {
  for (const path of ['/support', '/terms', '/es/privacy']) {
    await page.goto(path);
    const region = page.getByRole('region', { name: /^(Notifications|Notificaciones)/ });
    await expect(region).toHaveCount(1);
    await expect(region).toHaveAttribute('aria-live', 'polite');
  }
  // Only a copy button raises a toast: the landing page has none, and no toast area.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Copy/ })).toHaveCount(0);
  await expect(page.locator('astro-island[component-url*="ToastArea"]')).toHaveCount(0);
});

test('Copy email address copies the address and confirms it', async ({ page }) => {
  await page.goto('/support');
  await copyButton(page).click();
  const toast = notifications(page).getByRole('listitem');
  await expect(toast).toContainText('Email address copied');
  await expect(toast).toContainText(address);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});

test('a refused clipboard shows the address in an error toast', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto('/support');
  await copyButton(page).click();
  const toast = notifications(page).getByRole('listitem');
  await expect(toast).toHaveAttribute('data-type', 'error');
  await expect(toast).toContainText('Could not copy the address');
  await expect(toast).toContainText(`Write to us at ${address}`);
});

test('five quick copies show at most three toasts', async ({ page }) => {
  await page.goto('/support');
  for (let i = 0; i < 5; i += 1) await copyButton(page).click();
  await expect(toasts(page)).toHaveCount(5);
  await expect(shownToasts(page)).toHaveCount(3);
});

test('a toast disappears after about four seconds', async ({ page }) => {
  await page.goto('/support');
  await copyButton(page).click();
  const toast = notifications(page).getByRole('listitem');
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
  const lasted = Date.now() - shownAt;
  expect(lasted).toBeGreaterThan(3_000);
  expect(lasted).toBeLessThan(6_000);
});

test('a toast stays while keyboard focus is on it', async ({ page }) => {
  await page.goto('/support');
  await copyButton(page).click();
  const toast = notifications(page).getByRole('listitem');
  await toast.getByRole('button', { name: 'Close notification' }).focus();
  await page.waitForTimeout(5_000);
  await expect(toast).toBeVisible();
  await copyButton(page).focus();
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
});

test('a toast raised before the area has hydrated shows once it is ready', async ({ page }) => {
  await page.route('**/ToastArea.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  // Module scripts (the copy handler) have run by DOMContentLoaded; the idle island is still on its way.
  await page.goto('/support', { waitUntil: 'domcontentloaded' });
  await copyButton(page).click();
  await expect(notifications(page).getByRole('listitem')).toContainText('Email address copied', {
    timeout: 10_000,
  });
});

test('toasts follow the chosen theme', async ({ page }) => {
  await page.goto('/support');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
  await copyButton(page).click();
  await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');
});
