/**
 * Translations on the fixture build (e2e/fixtures/legal): the Terms in force (March 1, 2025) have
 * no Spanish translation yet, the archived Terms of June 1, 2024 and the Privacy Policy do. A
 * Spanish reader is never shown an outdated translation as current: the page says so, shows the
 * English text in force, and keeps the latest translation in the history.
 */
import { expect, test } from '@playwright/test';
import { wcagViolations } from './support/axe';
import { t } from '../src/i18n/catalogue';

const words = t('es');

test('/es/terms says the version in force is not translated yet and shows its English text', async ({
  page,
}) => {
  await page.goto('/es/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('note').filter({ hasText: words.translation.untranslated }),
  ).toBeVisible();
  // The English text in force, marked as English, with its English headings and title.
  const text = page.locator('[data-document-text]');
  await expect(text).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="legal-version"]')).toHaveAttribute(
    'content',
    /terms 2025-03-01 /,
  );
  // The latest translation, of an earlier version, is one link away and says which version it is.
  const latest = page.getByRole('link', {
    name: /la traducción de la versión del 1 de junio de 2024/,
  });
  await expect(latest).toHaveAttribute('href', '/es/terms/history/2024-06-01');
  // Not advertised as a translation, in either language.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.goto('/terms');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test('a translated version says the English version controls, links to it and keeps every anchor', async ({
  page,
}) => {
  await page.goto('/terms/history/2024-06-01');
  const english = await page
    .locator('[data-document-text] [id]')
    .evaluateAll((elements) =>
      elements.map((element) => element.id).filter((id) => !id.startsWith('tip-')),
    );
  await page.goto('/es/terms/history/2024-06-01');
  await expect(page.locator('[data-document-text]')).not.toHaveAttribute('lang', /./);
  const controls = page.getByRole('link', { name: 'la versión en inglés' });
  await expect(controls).toHaveAttribute('href', '/terms/history/2024-06-01');
  await expect(controls).toHaveAttribute('hreflang', 'en');
  const spanish = await page
    .locator('[data-document-text] [id]')
    .evaluateAll((elements) =>
      elements.map((element) => element.id).filter((id) => !id.startsWith('tip-')),
    );
  expect(spanish).toEqual(english);
  // Reciprocal alternates between the two translated pages.
  for (const path of ['/terms/history/2024-06-01', '/es/terms/history/2024-06-01']) {
    await page.goto(path);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      );
    expect(alternates).toEqual([
      'en https://www.pollfly.example/terms/history/2024-06-01',
      'es https://www.pollfly.example/es/terms/history/2024-06-01',
      'x-default https://www.pollfly.example/terms/history/2024-06-01',
    ]);
  }
});

test('the Spanish history marks each version translated or not, in its own language', async ({
  page,
}) => {
  await page.goto('/es/terms/history');
  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(items).toHaveCount(4);
  // Newest first: March 2099 (withdrawn), January 2099 and 2025 are English only, 2024 is translated.
  for (const index of [0, 1, 2]) {
    await expect(items.nth(index)).toContainText(words.translation.notTranslated);
    await expect(items.nth(index).locator('ul').first()).toHaveAttribute('lang', 'en');
  }
  await expect(items.nth(0)).toContainText(words.history.status.withdrawn);
  await expect(items.nth(0)).toContainText(
    'Anunciada para el 1 de marzo de 2099; la sustituyó antes de entrar en vigor la versión del 1 de enero de 2099, por lo que nunca se aplicó.',
  );
  await expect(items.nth(3)).not.toContainText(words.translation.notTranslated);
  // The latest translation says it is of an earlier version, since the one in force has none.
  await expect(items.nth(3)).toContainText(words.translation.earlierVersion);
  await expect(items.nth(3)).toContainText('Primera versión publicada.');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Spanish history pages have no WCAG A/AA violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    // Ten axe scans (five pages at two widths): more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    for (const path of [
      '/es/terms',
      '/es/terms/history',
      '/es/terms/history/2024-06-01',
      '/es/terms/history/2025-03-01/changes',
      '/es/privacy',
    ]) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await wcagViolations(page), `${path} at ${width}`).toEqual([]);
      }
    }
  });
}
