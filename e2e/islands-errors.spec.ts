import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an island that throws shows the fallback in its place and the rest of the page keeps working', async ({
  page,
}) => {
  // Sonner reads the document's direction from its computed style while rendering the toast area;
  // making that read throw breaks only that island, with no test hook in production code.
  await page.addInitScript(() => {
    const getComputedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element, pseudo) => {
      if (element === document.documentElement) throw new Error('Styles are unavailable');
      return getComputedStyle(element, pseudo);
    };
  });
  const errors = collectConsoleErrors(page);
  await page.goto('/support');
  // The toast area hydrates when the first toast is raised.
  await page.getByRole('button', { name: 'Copy email address' }).click();

  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('Unexpected Application Error!');
  await expect(fallback).toContainText('Styles are unavailable');
  expect(errors.join('\n')).toContain('Styles are unavailable');
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
  await expect(page.locator('html')).toHaveClass('dark');
  await page.getByRole('link', { name: 'Email support' }).focus();
  await expect(page.getByRole('link', { name: 'Email support' })).toBeFocused();
});
