import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { rules } from '../src/config/rules';
import { site } from '../src/config/site';
import { formatLongDate, parseDay } from '../src/lib/dates';
import type { Register } from '../src/legal/version-register';

const documents = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    dateLine: 'Effective September 12, 2025 · Version history',
    datetime: '2025-09-12',
    sections: [
      'scope',
      'information-collection',
      'why-collect',
      'disclosure',
      'choices',
      'protection',
      'cookies',
      'links',
      'children',
      'data-storage',
      'changes',
      'contact',
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    dateLine: 'Last updated March 12, 2025 · Version history',
    datetime: '2025-03-12',
    sections: [
      'agreement',
      'accounts',
      'third-party-providers',
      'prohibited-activities',
      'sweepstakes',
      'results-and-winners',
      'publicity',
      'taxes',
      'account-changes',
      'representations',
      'termination',
      'disclaimers',
      'limitation-of-liability',
      'indemnification',
      'dispute-resolution',
      'external-sites',
      'entire-agreement',
      'privacy',
      'contact',
      'annex-a',
    ],
  },
  {
    path: '/official-rules',
    title: 'Official Rules',
    dateLine: 'Last updated March 12, 2025 · Version history',
    datetime: '2025-03-12',
    sections: [
      'sponsor',
      'no-purchase-necessary',
      'eligibility',
      'promotion-period',
      'how-to-enter',
      'minimum-entries',
      'odds',
      'prizes',
      'winner-selection',
      'affidavit',
      'taxes',
      'publicity',
      'general-conditions',
      'disputes',
      'privacy',
      'winners-list',
    ],
  },
];

for (const document of documents) {
  test.describe(document.path, () => {
    test('shows the title, the dated line and the pinned section ids in order', async ({
      page,
    }) => {
      await page.goto(document.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      // The date line is the one with the link to the history; a notice may carry another date.
      const time = page.locator('article header :has(> a[href$="/history"]) time');
      await expect(time).toHaveAttribute('datetime', document.datetime);
      // The line ends with the version's PDF, named for screen readers by the version's date.
      const day = /\w+ \d+, \d{4}/.exec(document.dateLine)![0];
      await expect(time.locator('..')).toHaveText(
        new RegExp(`^${document.dateLine} · Download PDF of the version of ${day} \\(\\d+ KB\\)$`),
      );
      const ids = await page
        .locator('main h2[id]')
        .evaluateAll((headings) => headings.map((h) => h.id));
      expect(ids).toEqual(document.sections);
    });

    test('the contents link to every section and subsection', async ({ page }) => {
      await page.goto(document.path);
      const contents = page.getByRole('navigation', { name: 'Contents' });
      await expect(contents).toBeVisible();
      const hrefs = await contents
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const ids = await page
        .locator('main :is(h2, h3)[id]')
        .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
      expect(hrefs).toEqual(ids);
    });
  });
}

test('the terms list prohibited conduct from (a) to (q)', async ({ page }) => {
  await page.goto('/terms');
  const items = page
    .locator('#prohibited-conduct')
    .locator(
      'xpath=ancestor::div[@class="section-heading"]/following-sibling::div[@class="lettered"][1]/ol/li',
    );
  await expect(items).toHaveCount(17);
  const marker = await items
    .last()
    .evaluate((li) => getComputedStyle(li.parentElement!).listStyleType);
  expect(marker).toBe('legal-alpha');
  await expect(page.getByRole('heading', { level: 3, name: /^4\.2 / })).toHaveId('suspension');
});

test('a deep link lands with its heading visible below the sticky header', async ({ page }) => {
  await page.goto('/privacy#cookies');
  const heading = page.locator('#cookies');
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.locator('body > header').boundingBox();
      const box = await heading.boundingBox();
      return box!.y - (header!.y + header!.height);
    })
    .toBeGreaterThanOrEqual(0);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the contents are collapsed above the text and open with a tap', async ({ page }) => {
    await page.goto('/terms');
    const summary = page.locator('summary', { hasText: 'Contents' });
    await expect(summary).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents).toBeHidden();
    await summary.click();
    await expect(contents).toBeVisible();
    await contents.getByRole('link', { name: /Dispute resolution/i }).click();
    await expect(page.locator('#dispute-resolution')).toBeInViewport();
  });
});

test('copy link puts the section URL on the clipboard and confirms with a toast', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/privacy');
  await page.getByRole('button', { name: /^Copy link to section: 7\. / }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Link copied');
  await expect(toast).toBeVisible();
  const expected = 'https://www.pollfly.example/privacy#cookies';
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(expected);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('print shows black text on white without the site chrome', async ({ page }) => {
  await page.goto('/terms');
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: /Copy link to section/ })).toHaveCount(0);
  await expect(page.locator('.section-link').first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
  const colours = await page.evaluate(() => {
    const text = document.querySelector('.legal-prose p')!;
    return [getComputedStyle(text).color, getComputedStyle(document.body).backgroundColor];
  });
  expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  const printedUrl = await page
    .locator('.legal-prose a[href^="http"]')
    .first()
    .evaluate((a) => getComputedStyle(a, '::after').content);
  expect(printedUrl).toContain('https://www.pollfly.example');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section, the contents and the permalinks are there', async ({ page }) => {
    for (const document of documents) {
      await page.goto(document.path);
      for (const id of document.sections) await expect(page.locator(`#${id}`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Section titled / }).first()).toBeAttached();
      await expect(page.getByRole('button', { name: /Copy link/ })).toHaveCount(0);
    }
  });
});

test('the rendered text states every business constant', async ({ page }) => {
  const text: Record<string, string> = {};
  // The documents in force, and the versions of January 4, 2027 (the request deadlines are new in the Privacy Policy's).
  for (const path of [
    ...documents.map((document) => document.path),
    ...documents.map((document) => `${document.path}/history/2027-01-04`),
  ]) {
    await page.goto(path);
    text[path] = (await page.locator('.legal-prose').innerText()).replace(/\s+/g, ' ');
  }
  const all = Object.values(text).join(' ');
  // "Pollfly, Inc." ends sentences without a second period.
  expect(all).not.toMatch(/(?<!\.)\.\.(?!\.)/);
  for (const [name, rule] of Object.entries(rules)) expect(all, name).toContain(rule);
  expect(text['/privacy']).toContain(`under ${rules.childAge}`);
  expect(text['/terms']).toContain(`at least ${rules.minimumAge} years old`);
  // The survival clause is a reference to the Terms' own sections, numbered from their headings.
  expect(text['/terms']).toContain('Sections 3 through 16 survive');
  expect(text['/terms']).toContain(`at least ${rules.noticeDays} days before`);
  expect(text['/terms']).toContain(`OR (2) ${rules.liabilityFloor}`);
  expect(text['/official-rules']).toContain(`at least ${rules.minimumEntries} eligible entries`);
  expect(text['/official-rules']).toContain(`within ${rules.affidavitDays} days`);
  expect(text['/official-rules']).toContain(`${rules.taxIdThreshold} or more`);
  expect(text['/official-rules']).toContain(
    `more than ${rules.form1099Threshold} in a calendar year`,
  );
});

test('the Privacy Policy links to its history: the version in force and the one announced', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.getByRole('link', { name: 'Version history' }).click();
  await expect(page).toHaveURL(/\/privacy\/history$/);
  const versions = page.getByRole('list', { name: 'Versions, newest first' }).locator('> li');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(1)).toContainText('In force since September 12, 2025.');
});

/** The legal review's fixes to the Terms and the Official Rules, announced 30 days ahead as material changes. */
const announced = { day: '2026-12-23', long: 'December 23, 2026' };
/** The versions of January 4, 2027, announced after them (see below). */
const next = { day: '2027-01-04', long: 'January 4, 2027' };

for (const path of ['/terms', '/official-rules']) {
  test(`${path} says it applies until ${announced.long}, what replaces it then and what replaces that, with a redline`, async ({
    page,
  }) => {
    for (const address of [path, `${path}/history/2025-03-12`]) {
      await page.goto(address);
      const replacements = page
        .locator('article header')
        .getByRole('note')
        .locator('p', {
          hasText: /version applies until/,
        });
      await expect(replacements).toHaveText([
        `This version applies until ${announced.long}, when the version of ${announced.long} replaces it — see what it changes.`,
        `That version applies until ${next.long}, when the version of ${next.long} replaces it — see what it changes.`,
      ]);
      for (const [index, version] of [announced, next].entries()) {
        const links = replacements.nth(index).getByRole('link');
        await expect(links).toHaveText([`the version of ${version.long}`, 'see what it changes']);
        expect(
          await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))),
        ).toEqual([`${path}/history/${version.day}`, `${path}/history/${version.day}/changes`]);
      }
    }
    await page
      .locator('article header')
      .getByRole('link', { name: 'see what it changes' })
      .first()
      .click();
    await expect(page).toHaveURL(`${path}/history/${announced.day}/changes`);
    await expect(page.locator('ins').first()).toBeVisible();
    await page.goto(`${path}/history/${announced.day}`);
    await expect(page.locator('article header')).toContainText(`Takes effect ${announced.long}`);
    // Announced itself, it says what replaces it in turn.
    await expect(page.locator('article header').getByRole('note')).toContainText(
      `This version applies until ${next.long}, when the version of ${next.long} replaces it — see what it changes.`,
    );
  });
}

test('the announced versions count the affidavit deadline from the notification, as the Privacy Policy does', async ({
  page,
}) => {
  const text: Record<string, string> = {};
  for (const path of [
    `/official-rules/history/${announced.day}`,
    `/terms/history/${announced.day}`,
    '/privacy',
  ]) {
    await page.goto(path);
    text[path] = (await page.locator('.legal-prose').innerText()).replace(/\s+/g, ' ');
  }
  expect(text[`/official-rules/history/${announced.day}`]).toContain(
    `within ${rules.affidavitDays} days after the date of notification under Section 9.2`,
  );
  expect(text[`/terms/history/${announced.day}`]).toContain(
    `within ${rules.affidavitDays} days after the date we notify you that you are a potential winner`,
  );
  expect(text['/privacy']).toContain(
    `within ${rules.affidavitDays} days after the date we notify you`,
  );
});

// The versions of January 4, 2027 count it from the date the notification is sent, a date that
// a letter to a mail entrant has too, all three in the same words.
test('the versions of January 4, 2027 count the affidavit deadline from the date the notification is sent', async ({
  page,
}) => {
  const expected: Record<string, string> = {
    '/official-rules/history/2027-01-04': `within ${rules.affidavitDays} days after the date the notification under Section 9.2 is sent`,
    '/terms/history/2027-01-04': `within ${rules.affidavitDays} days after the date the notification that you are a potential winner is sent`,
    '/privacy/history/2027-01-04': `within ${rules.affidavitDays} days after the date the notification is sent`,
  };
  for (const [path, words] of Object.entries(expected)) {
    await page.goto(path);
    const text = (await page.locator('.legal-prose').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(words);
    expect(text).not.toContain('date of notification');
  }
});

/**
 * The versions of January 4, 2027 (issue 18): a free way to enter by mail, no fee to receive a
 * prize, a Notice of Financial Incentive. The Terms and Official Rules have another version
 * announced before them, which applies until they take effect.
 */
const nextVersions = [
  { path: '/official-rules', before: announced, change: /Entering by mail/ },
  {
    path: '/terms',
    before: announced,
    change: /such as a fee for transferring winnings/,
  },
  {
    path: '/privacy',
    before: undefined,
    change: /Notice of Financial Incentive/,
  },
];

for (const { path, before, change } of nextVersions) {
  test(`${path}: the version of ${next.long} is listed as upcoming, announced, and says which version applies until then`, async ({
    page,
  }) => {
    await page.goto(`${path}/history`);
    const versions = page.getByRole('list', { name: 'Versions, newest first' }).locator('> li');
    await expect(versions.first()).toContainText(next.long);
    await expect(versions.first()).toContainText('Upcoming');

    await page.goto(path);
    const notice = page.locator('article header').getByRole('note');
    await expect(notice).toContainText(
      `applies until ${next.long}, when the version of ${next.long} replaces it`,
    );
    await expect(notice.getByRole('link', { name: 'see what it changes' }).last()).toHaveAttribute(
      'href',
      `${path}/history/${next.day}/changes`,
    );

    await page.goto(`${path}/history/${next.day}`);
    const banner = page.locator('article header').getByRole('note');
    await expect(banner).toContainText(`This version takes effect on ${next.long}`);
    if (before) {
      // Not "the current version": the version announced before this one applies from its own date.
      await expect(banner).toContainText(
        `Until then, the version of ${before.long} applies from its own date, and the current version before it.`,
      );
      await expect(
        banner.getByRole('link', { name: `the version of ${before.long}` }),
      ).toHaveAttribute('href', `${path}/history/${before.day}`);
    } else {
      await expect(banner).toContainText('Until then, the current version applies.');
      await expect(banner.getByRole('link', { name: 'the current version' })).toHaveAttribute(
        'href',
        path,
      );
    }

    await banner.getByRole('link', { name: 'See what changes' }).click();
    await expect(page).toHaveURL(`${path}/history/${next.day}/changes`);
    await expect(page.locator('del, ins').filter({ hasText: change }).first()).toBeVisible();
  });
}

test(`the versions of ${next.long}: free entry by mail, no fee to receive a prize, and the Notice of Financial Incentive`, async ({
  page,
}) => {
  await page.goto(`/official-rules/history/${next.day}/changes`);
  const byMail = page.getByRole('heading', { name: /5\.2 Entering by mail/ });
  await expect(byMail).toContainText('New section');
  await expect(byMail.locator('ins')).toHaveText('5.2 Entering by mail, free and without a survey');

  await page.goto(`/official-rules/history/${next.day}`);
  await expect(page.locator('.legal-prose')).toContainText(
    'NO PURCHASE OR SURVEY NECESSARY TO ENTER OR WIN',
  );
  await expect(page.locator('#entering-by-mail')).toBeVisible();
  await expect(page.locator('.section-heading:has(#entering-by-mail) ~ p').nth(2)).toContainText(
    `counts toward the ${rules.minimumEntries} eligible entries`,
  );
  await expect(
    page.getByRole('link', { name: 'https://www.pollfly.example/promotions' }).first(),
  ).toHaveAttribute('href', 'https://www.pollfly.example/promotions');
  // A programme of daily drawings: the minimum, the limits, the odds and the drawing apply to each day, not to the year.
  await expect(
    page
      .locator('.section-heading:has(#promotion-period) ~ p')
      .filter({ hasText: 'drawing period' })
      .first(),
  ).toContainText(
    'each drawing period has its own drawing and its own entry deadline (the end of that period), and Section 5.2, Section 5.3, Section 6, Section 7 and Section 9 apply to each drawing period separately',
  );
  await expect(page.locator('.legal-prose')).toContainText(
    'an entrant may win only one prize per drawing period',
  );

  await page.goto(`/terms/history/${next.day}/changes`);
  await expect(
    page.locator('del').filter({ hasText: 'such as a fee for transferring winnings' }),
  ).toBeVisible();
  await expect(
    page
      .locator('ins')
      .filter({ hasText: /never charge a fee to claim or receive a prize/ })
      .first(),
  ).toBeVisible();

  await page.goto('/privacy/history/2027-01-04/changes');
  const incentive = page.getByRole('heading', { name: /6\. Notice of Financial Incentive/ });
  await expect(incentive).toContainText('New section');

  await page.goto(`/privacy/history/${next.day}`);
  const table = page.getByRole('region', {
    name: /^Table: Category, Where it comes from, Why we use it, Who receives it, How long we keep it$/,
  });
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(page.locator('.section-heading:has(#incentive-value) + p')).toContainText(
    'at $0.00 (example value)',
  );
  // Mail entries are collected offline, so requests can also be made on a toll-free number: a setting, refused in production at its example.
  await expect(page.locator('.legal-prose')).toContainText(
    'call us toll-free at 1-800-555-0100 (example number)',
  );
  await expect(page.locator('.legal-prose')).toContainText(
    'holds an account or enters a sweepstakes by mail',
  );
  for (const id of ['financial-incentive', 'categories', 'accessible-formats'])
    await expect(page.locator(`#${id}`)).toBeAttached();
});

test('every recorded correction is listed under its version in the history, with its date and note, and in the feed', async ({
  page,
  request,
}) => {
  const register = JSON.parse(
    await readFile(new URL('../content/legal/register.json', import.meta.url), 'utf8'),
  ) as Register;
  const feed = new JSDOM(await (await request.get('/legal/updates.xml')).text(), {
    contentType: 'application/xml',
  }).window.document;
  expect(feed.querySelector('parsererror')).toBeNull();
  let shown = 0;
  for (const [document, versions] of Object.entries(register)) {
    await page.goto(`/${document}/history`);
    for (const version of versions) {
      const entry = page
        .getByRole('list', { name: 'Versions, newest first' })
        .locator('> li')
        .filter({ has: page.locator(`h2 time[datetime="${version.date}"]`) });
      const listed = entry.locator('h3:text("Corrections to this text") + ul > li');
      const corrections = version.corrections ?? [];
      await expect(listed).toHaveText(
        corrections.map(({ on, note }) => `${formatLongDate(parseDay(on))}: ${note}`),
      );
      for (const [index, { on, note }] of corrections.entries()) {
        const anchor = `correction-${version.date}-${index + 1}`;
        await expect(listed.nth(index)).toHaveAttribute('id', anchor);
        const id = `${site.siteUrl}/${document}/history#${anchor}`;
        const item = [...feed.querySelectorAll('entry')].find(
          (candidate) => candidate.querySelector('id')?.textContent === id,
        );
        expect(item, id).toBeDefined();
        expect(item!.querySelector('updated')?.textContent).toBe(`${on}T00:00:00Z`);
        expect(item!.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe(id);
        expect(item!.querySelector('title')?.textContent).toContain(
          `corrected ${formatLongDate(parseDay(on))}`,
        );
        const content = item!.querySelector('content')?.textContent ?? '';
        expect(JSDOM.fragment(content).textContent).toContain(note);
        shown += 1;
      }
    }
  }
  // The shipped register has corrections: the test checks some, not none.
  expect(shown).toBeGreaterThan(0);
});
