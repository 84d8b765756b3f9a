/**
 * The sweepstakes' public terms and the disclosures that advertising them requires: the
 * promotion pages, the abbreviated rules beside every call to action, and what each holds, taken
 * from the same sources the site is built from (the rules, the settings, the programme file).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { rules } from '../src/config/rules';
import { defaultSettings } from '../src/config/settings';
import { formatZonedTime } from '../src/lib/zoned-time';
import { parseProgramme } from '../src/promotions/parse-programme';
import { programmeArea } from '../src/promotions/states';
import { examplePromotion } from './support/helpers';
import { TEST_BUILD_DAY } from './support/test-builds';

const FILE = 'content/promotions/daily-cash-2027.yaml';
const { programme } = parseProgramme(FILE, readFileSync(FILE, 'utf8')).parsed!;
const start = formatZonedTime(programme.entryPeriod.start, programme.timeZone);
const end = formatZonedTime(programme.entryPeriod.end, programme.timeZone);
/**
 * Where the governing version is read on the test build day (e2e/support/test-builds.ts): the
 * document's address once it is in force, its version page while it is upcoming.
 */
const governingRules =
  programme.officialRules <= TEST_BUILD_DAY
    ? '/official-rules'
    : `/official-rules/history/${programme.officialRules}`;

test('/promotions lists the programme with its status and period, linking to its terms', async ({
  page,
}) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: programme.name }) });
  await expect(item).toContainText('Upcoming');
  await expect(item).toContainText(`From ${start} to ${end}.`);
  await item.getByRole('link', { name: programme.name }).click();
  await expect(page).toHaveURL(examplePromotion);
});

test('a programme page states its terms: period with time and zone, prizes with ARV, odds, registrations', async ({
  page,
}) => {
  await page.goto(examplePromotion);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programme.name);
  const period = page.locator('#entry-period + p');
  await expect(period).toContainText(`From ${start} to ${end}.`);
  await expect(period.locator('time').first()).toHaveAttribute(
    'datetime',
    `${programme.entryPeriod.start}-05:00`,
  );
  await expect(page.getByRole('table')).toContainText('$25.00');
  await expect(page.getByRole('row', { name: /Total ARV of all prizes/ })).toContainText(
    '$9,050.00',
  );
  // The carry-over is stated once, in the programme's own drawings text; the paragraph after it gives the minimum.
  await expect(page.locator('#drawings + p')).toContainText(
    'nothing is lost: its eligible entries and its prize',
  );
  await expect(page.getByText('are carried over and added')).toHaveCount(1);
  await expect(period).toContainText(
    'official time of every online entry; a mail entry counts for the drawing period it names',
  );
  // Each Entry Day is a drawing period of the Official Rules: its own drawing, deadline and minimum.
  await expect(page.locator('#drawings + p')).toContainText(
    'a drawing period, with its own drawing and its own entry deadline',
  );
  await expect(page.locator('#drawings + p + p')).toContainText(
    `minimum of ${rules.minimumEntries} eligible entries, odds and winner selection apply to each separately`,
  );
  await expect(page.locator('#winners + p')).toContainText('selected at random by the Sponsor');
  await expect(page.locator('#registrations + ul')).toContainText(
    'New York: registration NY-EXAMPLE-0000',
  );
  await expect(page.getByRole('link', { name: /Official Rules of/ })).toHaveAttribute(
    'href',
    governingRules,
  );
});

test('the free entry by mail gives the exact address at #free-entry, reachable from the terms', async ({
  page,
}) => {
  await page.goto(examplePromotion);
  await page.getByRole('link', { name: 'Free entry by mail' }).click();
  await expect(page).toHaveURL(`${examplePromotion}#free-entry`);
  const section = page.locator('#free-entry');
  await expect(section).toBeInViewport();
  await expect(section.locator('address')).toHaveText(
    new RegExp(
      `Attn: ${programme.freeEntry.attention}\\s*${defaultSettings.legalEntity.replace('.', '\\.')}\\s*${defaultSettings.postalAddress}`,
    ),
  );
  await expect(section).toContainText('No purchase or survey is necessary');
  await expect(section).toContainText(
    `limited, together with online entries, to ${rules.entriesPerDay} per individual and per e-mail address per Entry Day`,
  );
  await expect(section).toContainText(
    'with the name of the Promotion and the Entry Day you are entering',
  );
  await expect(section).toContainText('postmarked on or before that day, so you may mail it ahead');
  // Mailing an entry accepts the Official Rules, and the arbitration agreement with its opt-out.
  await expect(section.getByRole('link', { name: /individual arbitration/ })).toHaveAttribute(
    'href',
    '/terms#dispute-resolution',
  );
});

// The version that governs a programme incorporates its terms by reference and describes the mail-in entry.
test('the governing Official Rules link to /promotions and describe entering by mail', async ({
  page,
}) => {
  await page.goto(governingRules);
  await expect(page.locator('.legal-prose a[href$="/promotions"]').first()).toBeVisible();
  await expect(page.locator('#entering-by-mail')).toBeVisible();
});

async function disclosureBeside(page: Page, cta: string) {
  const button = page.getByRole('link', { name: cta });
  const section = page.locator('section').filter({ has: button });
  const disclosure = section.locator('[data-abbreviated-rules]');
  await disclosure.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  await expect(disclosure).toBeInViewport();
  const [buttonBox, disclosureBox] = [await button.boundingBox(), await disclosure.boundingBox()];
  // Beside: it starts right below the call to action's row, not elsewhere on the page.
  expect(disclosureBox!.y - (buttonBox!.y + buttonBox!.height)).toBeLessThan(80);
  return disclosure;
}

for (const width of [375, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`abbreviated rules at ${width} px, ${theme} theme`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme: theme });

      for (const cta of ['Get Started', 'Start Earning Now']) {
        test(`beside "${cta}", visible without a toggle, with the rules', the Sponsor's and the programme's values`, async ({
          page,
        }) => {
          await page.goto('/');
          const disclosure = await disclosureBeside(page, cta);
          await expect(disclosure).toHaveText(
            [
              'No purchase or survey necessary.',
              `Open to legal residents of ${programmeArea(programme.excludedStates ?? [], 'en')} who are ${rules.minimumAge} or older (or the age of majority where they live, if older).`,
              'Void where prohibited.',
              'Odds depend on the number of eligible entries and of prizes in the drawing, including any carried over.',
              `Except for the last, a drawing with fewer than ${rules.minimumEntries} eligible entries is not held: its entries and prize carry over to the next drawing; the last drawing awards every prize, whatever the number of entries.`,
              `Prizes (approximate retail value, ARV): ${programme.prizes[0]!.description}, $25.00 each, 362 in all; total ARV $9,050.00.`,
              `Sponsor: ${defaultSettings.legalEntity}`,
              `${programme.name} runs from ${start} to ${end}.`,
              'Official Rules · Free entry by mail',
            ].join(' '),
            { useInnerText: true },
          );
          await expect(disclosure.getByRole('link', { name: 'Official Rules' })).toHaveAttribute(
            'href',
            governingRules,
          );
          await expect(
            disclosure.getByRole('link', { name: 'Free entry by mail' }),
          ).toHaveAttribute('href', `${examplePromotion}#free-entry`);
        });
      }
    });
  }
}

test('no landing claim promises more than the rules', async ({ page }) => {
  await page.goto('/');
  const text = await page.locator('main').innerText();
  for (const claim of [
    /new draw every day/i,
    /could be you/i,
    /counts towards real cash/i,
    /you are eligible/i,
    /paid straight to/i,
    /pays off/i,
  ]) {
    expect(text).not.toMatch(claim);
  }
  for (const kept of [
    'Get Started',
    'Where Money Flies Your Way',
    'Your Opinion Is Worth Cash',
    'Every Survey Is A Chance To Win',
    'Get Started. Be The Next Winner',
    'Start Earning Now',
    defaultSettings.tagline,
  ]) {
    expect(text).toContain(kept);
  }
});
