import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { builtPages } from '../tools/built-pages';
import { checkHtmlFiles, formatMessage, reportableErrors } from './support/nu-html-checker';
import { wcagViolations } from './support/axe';
import { sitemapEntries } from './support/helpers';
import { LEGAL_VERSIONS_PATH } from '../src/legal/paths';
import type { VersionsFile } from '../src/legal/versions-schema';

/**
 * Runs against a build of the fixture in e2e/fixtures/legal: Terms of June 1, 2024 (archived),
 * March 1, 2025 (in force), January 1, 2099 (upcoming) and March 1, 2099 (announced, then
 * withdrawn when the version of January 1, 2099 was registered: it never takes effect).
 */
const SITE = 'https://www.pollfly.example';

test('the history lists every version newest first, with its period and summary', async ({
  page,
}) => {
  await page.goto('/terms');
  await page.getByRole('link', { name: 'Version history' }).click();
  await expect(page).toHaveURL(/\/terms\/history$/);
  const versions = page.getByRole('list', { name: 'Versions, newest first' }).locator('> li');
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText('March 1, 2099');
  await expect(versions.nth(0)).toContainText('Never in force');
  await expect(versions.nth(1)).toContainText('January 1, 2099');
  await expect(versions.nth(1)).toContainText('Upcoming');
  await expect(versions.nth(1)).toContainText('A new section explains how to close an account.');
  await expect(versions.nth(2)).toContainText('In force since March 1, 2025.');
  await expect(versions.nth(3)).toContainText('In force from June 1, 2024 until March 1, 2025.');
  await expect(page.getByText('There are no earlier versions')).toHaveCount(0);
});

test('an archived version says it is no longer in force, links to the current one and is noindex', async ({
  page,
}) => {
  await page.goto('/terms/history');
  await page
    .getByRole('list', { name: 'Versions, newest first' })
    .locator('> li')
    .nth(3)
    .getByRole('link', { name: 'Read this version' })
    .click();
  await expect(page).toHaveURL(/\/terms\/history\/2024-06-01$/);
  const banner = page.locator('article header').getByRole('note');
  await expect(banner).toContainText('This version is no longer in force');
  await expect(page.getByRole('heading', { name: '3. Paper notices' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE}/terms/history/2024-06-01`,
  );
  await banner.getByRole('link', { name: 'read the current version' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText('You must be 21 years old')).toBeVisible();
});

test('the current page announces the upcoming version and its redline marks the changes', async ({
  page,
}) => {
  await page.goto('/terms');
  const notice = page.locator('article header').getByRole('note');
  await expect(notice).toHaveText(
    'This version applies until January 1, 2099, when the version of January 1, 2099 replaces it — see what it changes.',
  );
  await expect(
    notice.getByRole('link', { name: 'the version of January 1, 2099' }),
  ).toHaveAttribute('href', '/terms/history/2099-01-01');
  await notice.getByRole('link', { name: 'see what it changes' }).click();
  await expect(page).toHaveURL(/\/terms\/history\/2099-01-01\/changes$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The renamed section pairs with its old self by id; the new one is called out whole.
  await expect(page.getByText('Renamed from “2. Fees”.')).toBeVisible();
  const added = page.getByRole('heading', { name: /5\. Closing your account/ });
  await expect(added).toContainText('New section');
  await expect(added.locator('ins')).toHaveText('5. Closing your account');
  await expect(page.getByText('1. Accounts: no changes')).toBeVisible();

  await page.goto('/terms/history/2099-01-01');
  await expect(page.locator('article header').getByRole('note')).toContainText(
    'This version takes effect on January 1, 2099',
  );
  // Before its day, an upcoming version speaks in the future rather than "Effective" or "Last updated".
  await expect(page.locator('article header time').first().locator('..')).toHaveText(
    /^Takes effect January 1, 2099 · Version history · Download PDF of the version of January 1, 2099 \(\d+ KB\)$/,
  );
});

test('the redline puts the real changes first and lists the sections only renumbered apart', async ({
  page,
}) => {
  // The upcoming version inserts section 2: "Electronic notices" moves from 3 to 4, and "Contact
  // us" from 4 to 6 with its reference to the Fees section; neither says anything new.
  await page.goto('/terms/history/2099-01-01/changes');
  await expect(page.getByText(/^Sections: /)).toHaveText(
    'Sections: 2 changed, 2 added, 2 renumbered, 1 unchanged.',
  );
  const redline = page.locator('.redline');
  // Each change's heading carries its badge ("Changed", "New section"); the lists come after them.
  await expect(redline.getByRole('heading')).toHaveText([
    /^Opening text/,
    /^2\. Fair play/,
    /^3\. Costs/,
    /^5\. Closing your account/,
    'Renumbered, otherwise unchanged',
    'Unchanged',
  ]);
  // The badge is a word of its own in the heading's accessible name, not run into the title.
  await expect(redline.getByRole('heading', { name: 'Opening text Changed' })).toBeVisible();
  const renumbered = page.getByRole('list').filter({
    has: page.getByRole('link', { name: '4. Electronic notices' }),
  });
  await expect(renumbered.getByRole('listitem')).toHaveText([
    '4. Electronic notices: renumbered from 3',
    '6. Contact us: renumbered from 4; references renumbered',
  ]);
  await expect(renumbered.getByRole('link', { name: '6. Contact us' })).toHaveAttribute(
    'href',
    '/terms/history/2099-01-01#contact',
  );
  await expect(
    redline.locator('ins, del').filter({ hasText: /Electronic notices|Contact/ }),
  ).toHaveCount(0);
});

test('a withdrawn version stays published and says it never took effect; the version replacing it is compared with the version in force', async ({
  page,
  request,
}) => {
  const never =
    'Announced for March 1, 2099; replaced before it took effect by the version of January 1, 2099, so it never applied.';
  await page.goto('/terms/history');
  const withdrawn = page
    .getByRole('list', { name: 'Versions, newest first' })
    .locator('> li')
    .nth(0);
  await expect(withdrawn.getByRole('heading', { level: 2 })).toContainText('Never in force');
  await expect(withdrawn).toContainText(never);
  await expect(withdrawn).toContainText('A fee of $2 for each paper copy of a notice.');
  await withdrawn.getByRole('link', { name: 'Read this version' }).click();

  await expect(page).toHaveURL(/\/terms\/history\/2099-03-01$/);
  const banner = page.locator('article header').getByRole('note');
  await expect(banner).toContainText('This version never took effect — read the current version.');
  await expect(banner).toContainText(never);
  await expect(banner).not.toContainText('Takes effect');
  await expect(page.locator('article header time').first().locator('..')).toHaveText(
    /^Announced for March 1, 2099 · Version history · Download PDF of the version of March 1, 2099 \(\d+ KB\)$/,
  );
  await expect(page.getByText('A paper copy of a notice costs $2.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Its comparison stays as published, with the version in force when it was announced.
  await page.goto('/terms/history/2099-03-01/changes');
  await expect(page.getByText(/^From the version of/)).toHaveText(
    'From the version of March 1, 2025 to the version of March 1, 2099.',
  );
  // The version replacing it is compared with the version in force, not with the withdrawn one.
  await page.goto('/terms/history/2099-01-01/changes');
  await expect(page.getByText(/^From the version of/)).toHaveText(
    'From the version of March 1, 2025 to the version of January 1, 2099.',
  );

  // Its hash address and PDF still answer, and versions.json says it never applied.
  const file = (await (await request.get(LEGAL_VERSIONS_PATH)).json()) as VersionsFile;
  const entry = file.documents
    .find(({ document }) => document === 'terms')!
    .versions.find(({ date }) => date === '2099-03-01')!;
  expect(entry).toMatchObject({
    status: 'withdrawn',
    withdrawn: { on: '2026-11-20', replacedBy: '2099-01-01' },
    applies: null,
  });
  const [text] = entry.texts;
  const redirect = await request.get(new URL(text!.sha256Address).pathname, { maxRedirects: 0 });
  expect([redirect.status(), redirect.headers()['location']]).toEqual([
    308,
    '/terms/history/2099-03-01',
  ]);
  const pdf = await request.get(new URL(text!.pdf.address).pathname, { maxRedirects: 0 });
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
});

test('references are numbered from the headings: a section inserted early renumbers every reference', async ({
  page,
}) => {
  await page.goto('/terms');
  const current = page.getByText('Notices are covered in');
  await expect(current).toHaveText(
    'Notices are covered in Section 3, and Sections 1 through 3 survive termination.',
  );
  await expect(current.getByRole('link', { name: 'Section 3' })).toHaveAttribute(
    'href',
    '#electronic-notices',
  );
  await expect(page.locator('article header time').first().locator('..')).toHaveText(
    /^Effective March 1, 2025 · Version history · Download PDF of the version of March 1, 2025 \(\d+ KB\)$/,
  );

  await page.goto('/terms/history/2099-01-01');
  const upcoming = page.getByText('Notices are covered in');
  await expect(upcoming).toHaveText(
    'Notices are covered in Section 4, and Sections 1 through 4 survive termination. Closing an account is covered in Section 5.',
  );
  await expect(upcoming.getByRole('link')).toHaveText(['Section 4', '1', '4', 'Section 5']);
  const hrefs = await upcoming
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['#electronic-notices', '#accounts', '#electronic-notices', '#closing']);
});

test('word changes are marked with ins and del, readable without colour and named for screen readers', async ({
  page,
}) => {
  await page.goto('/terms/history/2025-03-01/changes');
  const accounts = page.locator('section', {
    has: page.getByRole('heading', { name: /1\. Accounts/ }),
  });
  await expect(accounts.locator('del')).toHaveText('18');
  await expect(accounts.locator('ins')).toHaveText('21');
  const marks = await accounts.locator('ins').evaluate((ins) => ({
    line: getComputedStyle(ins).textDecorationLine,
    label: getComputedStyle(ins, '::before').content,
  }));
  expect(marks).toEqual({ line: 'underline', label: '" [added: "' });
  expect(
    await accounts.locator('del').evaluate((del) => getComputedStyle(del).textDecorationLine),
  ).toBe('line-through');
  const removed = page.getByRole('heading', { name: /3\. Paper notices/ });
  await expect(removed).toContainText('Section removed');
  await page.emulateMedia({ media: 'print' });
  expect(
    await accounts.locator('del').evaluate((del) => getComputedStyle(del).textDecorationLine),
  ).toBe('line-through');
});

test('the Atom feed parses and has one entry per version, advertised by the legal pages', async ({
  page,
  request,
}) => {
  await page.goto('/terms');
  const feedLink = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(feedLink).toHaveAttribute('href', '/legal/updates.xml');
  const response = await request.get('/legal/updates.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const feed = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
  expect(feed.querySelector('parsererror')).toBeNull();
  expect(feed.documentElement.localName).toBe('feed');
  const terms = [...feed.querySelectorAll('entry')].filter((entry) =>
    entry.querySelector('id')?.textContent?.startsWith(`${SITE}/terms/`),
  );
  const entries = terms.map((entry) => ({
    id: entry.querySelector('id')?.textContent,
    updated: entry.querySelector('updated')?.textContent,
    related: entry.querySelector('link[rel="related"]')?.getAttribute('href'),
  }));
  // Only a version that took effect, or will, is called effective.
  const titles = terms.map((entry) => entry.querySelector('title')?.textContent);
  expect(titles.slice(0, 2)).toEqual([
    'Terms of Service: version announced for March 1, 2099, never in force',
    'Terms of Service: version effective January 1, 2099',
  ]);
  // The withdrawn version keeps the entry it was published with, compared with the version in force.
  expect(entries).toEqual([
    {
      id: `${SITE}/terms/history/2099-03-01`,
      updated: '2099-03-01T00:00:00Z',
      related: `${SITE}/terms/history/2099-03-01/changes`,
    },
    {
      id: `${SITE}/terms/history/2099-01-01`,
      updated: '2099-01-01T00:00:00Z',
      related: `${SITE}/terms/history/2099-01-01/changes`,
    },
    {
      id: `${SITE}/terms/history/2025-03-01`,
      updated: '2025-03-01T00:00:00Z',
      related: `${SITE}/terms/history/2025-03-01/changes`,
    },
    { id: `${SITE}/terms/history/2024-06-01`, updated: '2024-06-01T00:00:00Z', related: undefined },
  ]);
});

test('archived versions, comparisons and histories stay out of the sitemap', async ({
  request,
}) => {
  // The document's own address, in each language.
  expect(
    Object.keys(await sitemapEntries(request))
      .filter((url) => url.includes('/terms'))
      .sort(),
  ).toEqual([`${SITE}/es/terms`, `${SITE}/terms`]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`history pages have no WCAG A/AA violations in the ${colorScheme} theme`, async ({
    page,
  }) => {
    // Seven axe scans: more than the default 30 s on the shared 2-core machine at a load of 18.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    for (const path of [
      '/terms',
      '/terms/history',
      '/terms/history/2024-06-01',
      '/terms/history/2099-01-01',
      '/terms/history/2099-03-01',
      '/terms/history/2025-03-01/changes',
      '/terms/history/2099-01-01/changes',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await wcagViolations(page), path).toEqual([]);
    }
  });
}

test('every page of the history build passes the Nu HTML Checker', async () => {
  test.setTimeout(120_000);
  const files = (await builtPages('.e2e/legal-history')).map((page) => page.file);
  expect(files.some((file) => file.endsWith('/changes.html'))).toBe(true);
  expect(reportableErrors(await checkHtmlFiles(files)).map(formatMessage)).toEqual([]);
});
