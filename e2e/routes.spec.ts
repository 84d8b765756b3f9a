import { expect, test } from '@playwright/test';
import { collectConsoleErrors, hostilePaths } from './support/helpers';

test.describe('regular pages', () => {
  test('the landing page shows its sections and texts', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Pollfly/);
    const hero = page.getByRole('region', { name: /share your opinion/i });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByText('Daily surveys for daily rewards. Free to join.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    const features = page.getByRole('region', { name: 'Where Money Flies Your Way' });
    for (const title of [
      'Your Opinion Is Worth Cash',
      'Every Survey Is A Chance To Win',
      'Get Started. Be The Next Winner',
    ]) {
      await expect(features.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Earning Now' })).toBeVisible();
  });

  test('the support page invites an e-mail to support', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Need Help?' })).toBeVisible();
    const mail = page.getByRole('link', { name: 'Email support' });
    const href = await mail.getAttribute('href');
    expect(href).toMatch(/^mailto:support@pollfly\.example\?subject=/);
    expect(decodeURIComponent(new URL(href!).searchParams.get('subject')!)).toBe(
      'Help with my Pollfly account',
    );
  });

  test('every page has its own title and description', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const path of ['/', '/support', '/privacy', '/terms', '/official-rules', '/404']) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, `${path} description`).toBeGreaterThanOrEqual(50);
      expect(description!.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false);
      seen.set(title, path);
    }
  });

  test('footer links lead to pages that exist', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025 Pollfly');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/privacy', '/terms', '/official-rules', '/promotions', '/support']);
    for (const href of hrefs) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
    }
  });

  test('without a sign-up URL the calls to action lead to the features', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Get Started', 'Start Earning Now']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '#features');
    }
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(
      page.getByRole('heading', { name: 'Where Money Flies Your Way' }),
    ).toBeInViewport();
  });
});

test.describe('the not-found page', () => {
  for (const path of hostilePaths) {
    test(`answers 404 and logs ${path.slice(0, 40)}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      const logged = new URL(page.url()).pathname;
      await expect.poll(() => errors.join('\n')).toContain(`Page not found: ${logged}`);
      expect(dialogs).toBe(0);
      expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
      await expect(page.locator('main img, main script:not([type="module"])')).toHaveCount(0);
    });
  }

  test('Return to Home leads to the landing page', async ({ page }) => {
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share your opinion');
  });
});
