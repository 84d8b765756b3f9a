/**
 * What the landing page says of the drawings depends on the day it is built (src/config/build-day.ts):
 * "today's drawing" only while a programme's entry period is open, otherwise when the next one
 * opens. Run on two builds: the main one (BUILD_DAY=2026-11-26, the programme announced, not yet
 * open) and the sign-up one (BUILD_DAY=2027-01-10, the programme open). Both languages, and the
 * abbreviated rules' prizes and values; then the Spanish Promotion Terms, part by part.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { afterColon } from '../src/i18n/es';
import { formatZonedTime } from '../src/lib/zoned-time';
import { parseProgramme } from '../src/promotions/parse-programme';
import { programmeArea } from '../src/promotions/states';
import type { TermsTranslation } from '../src/promotions/programme-schema';
import { examplePromotion } from './support/helpers';

const FILE = 'content/promotions/daily-cash-2027.yaml';
const { programme } = parseProgramme(FILE, readFileSync(FILE, 'utf8')).parsed!;
const spanish = parse(
  readFileSync('content/promotions/es/daily-cash-2027.yaml', 'utf8'),
) as TermsTranslation;
const opens = {
  en: formatZonedTime(programme.entryPeriod.start, programme.timeZone, 'en-US'),
  es: formatZonedTime(programme.entryPeriod.start, programme.timeZone, 'es-US'),
};
/** Which build this project serves: the programme is open on the sign-up build's day only. */
const isOpen = (project: string) => project === 'signup-configured';

const wording = {
  open: {
    en: [
      'Free to join · Daily drawings open now',
      "One entry in today's drawing",
      "Enter today's drawing, free",
      "answer today's survey to enter today's drawing",
    ],
    es: [
      'Registro gratuito · Sorteos diarios abiertos',
      'Una participación en el sorteo de hoy',
      'Participe gratis en el sorteo de hoy',
      'para participar en el sorteo de hoy',
    ],
  },
  upcoming: {
    en: [
      'Free to join · Daily drawings coming soon',
      'Entries open with the next sweepstakes',
      'Be ready for the next drawing',
      `${programme.name} opens for entries on ${opens.en}`,
    ],
    es: [
      'Registro gratuito · Sorteos diarios muy pronto',
      'Las participaciones se abren con el próximo sorteo',
      'Prepárese para el próximo sorteo',
      `${programme.name} abre la participación el ${opens.es}`,
    ],
  },
};
const today = { en: /today's drawing/i, es: /sorteo de hoy/i };
const headlines = {
  en: [
    'Where Money Flies Your Way',
    'Your Opinion Is Worth Cash',
    'Every Survey Is A Chance To Win',
    'Get Started. Be The Next Winner',
    'Get Started',
    'Start Earning Now',
  ],
  es: [
    'Donde el dinero vuela hacia usted',
    'Su opinión vale dinero',
    'Cada encuesta es una oportunidad de ganar',
    'Comience ahora. Sea el próximo ganador',
    'Comience ahora',
    'Empiece a participar ahora',
  ],
};
const prizes = {
  en: "Prizes (approximate retail value, ARV): A cash prize for each Entry Day's drawing, $25.00 each, 362 in all; total ARV $9,050.00.",
  // After the colon, the description's first word in lower case (es.ts, afterColon).
  es: `Premios (valor minorista aproximado, VMA): ${afterColon(spanish.prizes[0]!.description)}, $25.00 cada uno, 362 en total; VMA total: $9,050.00.`,
};
const carryOver = {
  en: 'Except for the last, a drawing with fewer than 500 eligible entries is not held: its entries and prize carry over to the next drawing; the last drawing awards every prize, whatever the number of entries.',
  es: 'Salvo el último, un sorteo con menos de 500 participaciones elegibles no se realiza: sus participaciones y su premio se trasladan al siguiente; el último otorga todos los premios, sea cual sea el número de participaciones.',
};

for (const language of ['en', 'es'] as const) {
  test(`the ${language} landing page says what is true on the build day, and keeps the headlines`, async ({
    page,
  }, { project }) => {
    await page.goto(language === 'en' ? '/' : '/es');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    const said = wording[isOpen(project.name) ? 'open' : 'upcoming'][language];
    for (const words of said) expect(text).toContain(words);
    if (!isOpen(project.name)) expect(text).not.toMatch(today[language]);
    for (const headline of headlines[language]) expect(text).toContain(headline);
  });

  test(`the ${language} survey card's badge holds its words at every width, and a line arriving late moves none before it`, async ({
    page,
  }) => {
    // On a phone its words take three to five lines (system fonts: how many depends on the
    // visitor's); a slow parser paints the badge before its second line has arrived. From lg on
    // the card is centred beside the hero text, so the card must not move either.
    await page.goto(language === 'en' ? '/' : '/es');
    const badge = page.locator('[aria-hidden] div:has(> span.text-sm)');
    const words = badge.locator('> span.text-sm');
    for (const width of [320, 375, 640, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Its words inside it, and it and its shadow (22 px below it) inside the hero, which clips
      // what passes its edge.
      const room = await badge.evaluate((box) => ({
        words: box.clientHeight - box.scrollHeight,
        below:
          box.closest('section')!.getBoundingClientRect().bottom -
          box.getBoundingClientRect().bottom,
      }));
      expect(room.words, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(room.below, `${width} px`).toBeGreaterThanOrEqual(22);
      const card = badge.locator('xpath=preceding-sibling::div[1]');
      const tops = async () => [(await words.boundingBox())!.y, (await card.boundingBox())!.y];
      const before = await tops();
      // As the page first painted it: only the first line, or no badge yet.
      await words.evaluate((element) => element.lastElementChild!.setAttribute('hidden', ''));
      expect(await tops(), `${width} px, one line`).toEqual(before);
      await badge.evaluate((element) => element.setAttribute('hidden', ''));
      expect((await card.boundingBox())!.y, `${width} px, no badge`).toBe(before[1]);
      await badge.evaluate((element) => element.removeAttribute('hidden'));
      await words.evaluate((element) => element.lastElementChild!.removeAttribute('hidden'));
    }
  });

  test(`the ${language} abbreviated rules state each prize, its value and the total, and the carry-over`, async ({
    page,
  }) => {
    await page.goto(language === 'en' ? '/' : '/es');
    const disclosures = page.locator('[data-abbreviated-rules]');
    await expect(disclosures).toHaveCount(2);
    for (const disclosure of await disclosures.all()) {
      await expect(disclosure).toContainText(prizes[language]);
      await expect(disclosure).toContainText(carryOver[language]);
    }
  });
}

test('the Spanish Promotion Terms are in Spanish, every part, and say the English text controls', async ({
  page,
}) => {
  await page.goto(`/es${examplePromotion}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const controls = page.locator('[data-english-controls]');
  await expect(controls).toContainText('En caso de discrepancia, prevalece la versión en inglés');
  await expect(controls.getByRole('link')).toHaveAttribute('href', examplePromotion);
  await expect(page.locator('article [lang="en"]')).toHaveCount(0);
  const part = (id: string) => page.locator(`#${id} ~ *`).first();
  await expect(page.locator('#entry-period + p')).toContainText(`Desde el ${opens.es}`);
  await expect(part('eligibility')).toContainText(
    programmeArea(programme.excludedStates ?? [], 'es'),
  );
  await expect(page.locator('#drawings + p')).toHaveText(spanish.drawings);
  await expect(page.getByRole('table')).toContainText(spanish.prizes[0]!.description);
  await expect(page.getByRole('row', { name: /VMA total de todos los premios/ })).toContainText(
    '$9,050.00',
  );
  await expect(page.locator('#odds + p')).toHaveText(spanish.odds);
  await expect(page.locator('#winners + p')).toHaveText(spanish.winnerSelection);
  await expect(page.locator('#winners + p + p')).toHaveText(spanish.winnerNotification);
  await expect(page.locator('#registrations + ul')).toContainText(
    'Nueva York: registro NY-EXAMPLE-0000',
  );
  const free = page.locator('#free-entry');
  await expect(free.getByRole('heading')).toHaveText('Participación gratuita por correo postal');
  await expect(free).toContainText(spanish.freeEntry.instructions);
  await expect(free.locator('address')).toContainText(`Atención: ${spanish.freeEntry.attention}`);
  for (const heading of [
    'Patrocinador',
    'Período de Participación',
    'Quién puede participar',
    'Cómo participar',
    'Sorteos',
    'Premios',
    'Probabilidades de ganar',
    'Ganadores',
    'Registros',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
});
