/**
 * The skip link, to the end of its job: the first Tab stop, in view, and it moves focus to the
 * main content so that the next Tab lands inside it. Every engine checks the first Tab stop
 * (e2e/engines/controls.spec.ts), and sideways scrolling at 320 px on every page
 * (e2e/engines/every-page.spec.ts).
 */
import { expect, test } from '@playwright/test';

test('the skip link is the first Tab stop and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/support');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(next).toBe(true);
});
