/**
 * The texts in force on the build day are texts an operator may lawfully publish (issue 27), on the
 * main build (2026-11-28, no programme open) and on the sign-up build (2027-01-10, a programme
 * open): the Official Rules offer a free way to enter by mail, the Terms charge no fee for
 * winnings and bind no one by mere use, and the Privacy Policy is under 12 months old and carries
 * the Notice of Financial Incentive, in English and in Spanish. The versions announced for
 * December 23, 2026 and January 4, 2027 never take effect.
 */
import { expect, test, type Page } from '@playwright/test';
import { daysBetween } from '../src/lib/dates';
import { examplePromotion } from './support/helpers';

/** The day each build is made for (e2e/support/test-builds.ts). */
const buildDay = (project: string) =>
  project === 'signup-configured' ? '2027-01-10' : '2026-11-28';
/** The Terms of 2026-11-29 were announced on 2026-11-28: in force on the sign-up build only. */
const inForce = (path: string, project: string) =>
  path.endsWith('/terms') && project === 'signup-configured' ? '2026-11-29' : '2026-11-28';
const longDay = { '2026-11-28': 'November 28, 2026', '2026-11-29': 'November 29, 2026' };

const prose = async (page: Page) =>
  (await page.locator('.legal-prose').innerText()).replace(/\s+/g, ' ');
const dateInForce = (page: Page) =>
  page.locator('article header :has(> a[href$="/history"]) time').getAttribute('datetime');

/** Wording that would bind a reader by visiting, using or continuing to use the site. */
const assentByUse = [
  /\b(by|when) (accessing|using|browsing|visiting|continuing to use)\b[^.]{0,80}\byou (agree|accept|consent) to (be bound|these|this|the)\b/i,
  /\bcontinued use\b[^.]{0,80}\b(agree|accept|consent|acceptance)/i,
  /\bby (creating|opening) an account\b[^.]{0,80}\byou (opt in|consent)/i,
];

for (const path of ['/terms', '/official-rules', '/privacy']) {
  test(`${path}: the version of ${longDay['2026-11-28']} or later is in force, and binds no one by mere use`, async ({
    page,
  }, testInfo) => {
    await page.goto(path);
    expect(await dateInForce(page)).toBe(inForce(path, testInfo.project.name));
    const text = await prose(page);
    for (const pattern of assentByUse) expect(text).not.toMatch(pattern);
  });
}

test('the Official Rules in force and the programme offer a free way to enter by mail', async ({
  page,
}) => {
  await page.goto('/official-rules');
  expect(await prose(page)).toContain('NO PURCHASE OR SURVEY NECESSARY TO ENTER OR WIN');
  await expect(page.locator('#entering-by-mail')).toBeVisible();
  await page.goto(examplePromotion);
  await expect(page.locator('#free-entry')).toBeVisible();
  await expect(page.locator('main')).toContainText('Hand print your full name');
});

test('the Terms in force charge no fee for winnings and are agreed to by a button at sign-up', async ({
  page,
}, testInfo) => {
  await page.goto('/terms');
  const text = await prose(page);
  expect(text).not.toContain('fee for transferring winnings');
  expect(text).toContain('We never charge you a fee to claim or receive a prize');
  expect(text).toContain('“Agree and create account”');
  expect(text).toContain('does not, by itself, bind you to these Terms');
  // Until an older account agrees, Section 15 is not invoked against it, nor (from 2026-11-29)
  // the arbitration agreement and class waiver of the terms it accepted earlier.
  if (testInfo.project.name === 'signup-configured') {
    expect(text).toContain(
      'we do not invoke against you any agreement to arbitrate or class action waiver in the terms you accepted earlier, nor Section 15 except as the Official Rules apply it',
    );
  } else expect(text).toContain('we do not invoke Section 15 against you');
});

test('the Privacy Policy in force is under 12 months old and gives the Notice of Financial Incentive', async ({
  page,
}, testInfo) => {
  await page.goto('/privacy');
  const age = daysBetween((await dateInForce(page))!, buildDay(testInfo.project.name));
  expect(age).toBeGreaterThanOrEqual(0);
  expect(age).toBeLessThan(365);
  await expect(page.locator('#financial-incentive')).toContainText('Notice of Financial Incentive');
  expect(await prose(page)).toContain('you do not agree to anything by visiting the website');
});

test('the versions announced for December 23, 2026 and January 4, 2027 never take effect', async ({
  page,
}) => {
  // The Terms and the Official Rules announced both; the Privacy Policy only January 4, 2027.
  const announced = {
    '/terms': ['December 23, 2026', 'January 4, 2027'],
    '/official-rules': ['December 23, 2026', 'January 4, 2027'],
    '/privacy': ['January 4, 2027'],
  };
  for (const [path, days] of Object.entries(announced)) {
    await page.goto(`${path}/history`);
    const versions = page.getByRole('list', { name: 'Versions, newest first' }).locator('> li');
    for (const long of days) {
      await expect(versions.filter({ hasText: long })).toContainText('Never in force');
    }
  }
});

test('the Spanish texts in force are the translations of the same versions', async ({
  page,
}, testInfo) => {
  for (const path of ['/es/terms', '/es/official-rules', '/es/privacy']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await dateInForce(page)).toBe(inForce(path, testInfo.project.name));
    // A translation, not the English text shown while one is missing (marked lang="en").
    await expect(page.locator('.legal-prose[lang="en"], .legal-prose [lang="en"]')).toHaveCount(0);
  }
  // The same three things as in English, in the words of the Spanish translations of 2026-11-28.
  await page.goto('/es/official-rules');
  expect(await prose(page)).toContain('NO ES NECESARIO COMPRAR NI RESPONDER ENCUESTAS');
  await expect(page.locator('#entering-by-mail')).toContainText(
    'Participación por correo postal, gratuita y sin encuesta',
  );
  await page.goto('/es/terms');
  expect(await prose(page)).toContain(
    'Nunca le cobramos un cargo por reclamar o recibir un premio',
  );
  await page.goto('/es/privacy');
  await expect(page.locator('#financial-incentive')).toContainText('Aviso de Incentivo Financiero');
});
