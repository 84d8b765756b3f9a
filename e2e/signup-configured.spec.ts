import { expect, test } from '@playwright/test';
import { TEST_SIGNUP_URL } from './support/test-builds';

test('with a sign-up URL both calls to action lead to it', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Get Started', 'Start Earning Now']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', TEST_SIGNUP_URL);
  }
});
