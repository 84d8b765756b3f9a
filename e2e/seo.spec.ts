import { expect, test } from '@playwright/test';
import { pathsInEveryLanguage, regularPages, sitemapEntries } from './support/helpers';

const SITE = 'https://www.pollfly.example';

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the sitemap lists exactly the pages in force and the promotions in every language, legal ones dated by their documents', async ({
  request,
}) => {
  const pages = {
    '/': undefined,
    '/privacy': '2026-11-28',
    '/terms': '2026-11-28',
    '/official-rules': '2026-11-28',
    '/promotions': undefined,
    '/promotions/daily-cash-2027': undefined,
    '/support': undefined,
  };
  // Each in every language, a translation dated by the English version it translates.
  expect(await sitemapEntries(request)).toEqual(
    Object.fromEntries(
      Object.entries(pages).flatMap(([path, lastmod]) =>
        pathsInEveryLanguage([path]).map((localized) => [`${SITE}${localized}`, lastmod]),
      ),
    ),
  );
});

test('robots.txt lets crawlers in and names the sitemap index', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
});

for (const path of [...regularPages, '/missing-page']) {
  test(`${path} has a 1200×630 share image and icons that exist`, async ({ page, request }) => {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${SITE}/og/`));
    const response = await request.get(new URL(image!).pathname);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    const assets = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(assets).toEqual(['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png']);
    for (const asset of assets) expect((await request.get(asset)).status(), asset).toBe(200);
  });
}

test('the icons a page names with a size are that size', async ({ page, request }) => {
  await page.goto('/');
  const icons = await page
    .locator('link[rel~="icon"][sizes]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('href')!, link.getAttribute('sizes')!]),
    );
  expect(icons).not.toEqual([]);
  for (const [href, sizes] of icons) {
    const size = pngSize(await (await request.get(href!)).body());
    expect(`${size.width}x${size.height}`, href).toBe(sizes);
  }
});

test('structured data is valid JSON built from the settings', async ({ page }) => {
  await page.goto('/terms');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as {
    '@graph': Array<Record<string, unknown>>;
  };
  expect(data['@graph'].map((node) => node['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
  expect(data['@graph'][0]).toMatchObject({
    url: `${SITE}/terms`,
    dateModified: '2026-11-28',
    name: 'Terms of Service',
  });
});

test('the not-found page stays out of search results', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the home page is the site in each language: the brand and tagline as title, a website to share', async ({
  page,
}) => {
  const seen = [];
  for (const path of ['/', '/es']) {
    await page.goto(path);
    seen.push({
      title: await page.title(),
      type: await page.locator('meta[property="og:type"]').getAttribute('content'),
    });
  }
  expect(seen).toEqual([
    { title: 'Pollfly: Daily surveys for daily rewards. Free to join.', type: 'website' },
    { title: 'Pollfly: Encuestas y recompensas diarias. Registro gratuito.', type: 'website' },
  ]);
});
