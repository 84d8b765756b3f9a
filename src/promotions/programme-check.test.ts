/**
 * What an editor sees for each mistake in a programme file: the exact output of the promotions
 * check, pinned as snapshots, because error messages are part of the product. Each case starts
 * from the shipped example programme and makes one mistake.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblems } from '../legal/problems';
import { textHash } from '../legal/register-file';
import { checkPromotions } from './programme-check';

const FILE = 'content/promotions/daily-cash-2027.yaml';
const REGISTER = 'content/promotions/register.json';
/** The Official Rules version the test programme names, whichever one the shipped file names today: the messages stay the same when it changes. */
const governing = '2027-01-04';
const shipped = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8').replace(
  /^officialRules: .*$/m,
  `officialRules: ${governing}`,
);

const SPANISH = 'content/promotions/es/daily-cash-2027.yaml';
/** The shipped translation, tied to whatever English text a test checks. */
const spanishOf = (english: string, translation = shippedSpanish) =>
  translation.replace(/^translates: .*$/m, `translates: ${textHash(english)}`);
const shippedSpanish = readFileSync(new URL(`../../${SPANISH}`, import.meta.url), 'utf8');

function replaceOnce(text: string, find: string | RegExp, replacement: string): string {
  const changed = text.replace(find, replacement);
  if (changed === text) throw new Error(`the test's edit found no ${String(find)}`);
  return changed;
}

function check(
  text: string,
  {
    file = FILE,
    register = undefined as string | undefined,
    production = false,
    translations = [{ file: SPANISH, text: spanishOf(text) }],
  } = {},
): string {
  const { problems } = checkPromotions({
    files: [{ file, text }],
    translations,
    officialRulesDays: ['2025-03-12', governing],
    withdrawnOfficialRules: new Map(),
    register: { file: REGISTER, text: register },
    production,
  });
  return formatProblems(problems);
}

const registered = (text: string, translation?: string) =>
  JSON.stringify(
    {
      'daily-cash-2027': [
        {
          date: '2027-01-04',
          sha256: textHash(text),
          ...(translation && { translations: { es: { sha256: textHash(translation) } } }),
        },
      ],
    },
    null,
    2,
  );

describe('the shipped example programme', () => {
  it('passes the check', () => expect(check(shipped)).toBe(''));
});

describe('each mistake, at its line', () => {
  it.each([
    [
      'a value that is not valid YAML',
      (text: string) =>
        replaceOnce(
          text,
          'name: Daily Cash Sweepstakes 2027',
          'name: "Daily Cash Sweepstakes 2027',
        ),
    ],
    ['a missing field', (text: string) => replaceOnce(text, /^odds: >-\n.*\n/m, '')],
    [
      'a misspelt field',
      (text: string) => replaceOnce(text, 'winnerSelection:', 'winnerSelektion:'),
    ],
    [
      'a prize value that is not a number',
      (text: string) => replaceOnce(text, 'arv: 25', 'arv: $25'),
    ],
    ['a count that is not whole', (text: string) => replaceOnce(text, 'count: 362', 'count: 36.5')],
    [
      'an unknown time zone',
      (text: string) => replaceOnce(text, 'timeZone: America/New_York', 'timeZone: Eastern'),
    ],
    [
      'a start that is not a date and time',
      (text: string) => replaceOnce(text, 'start: 2027-01-04T00:00:00', 'start: January 4, 2027'),
    ],
    ['no prizes', (text: string) => replaceOnce(text, /^prizes:\n(?: {2,}.*\n)+/m, 'prizes: []\n')],
    [
      'a registration without its bond',
      (text: string) => replaceOnce(text, /( {4}filed: 2026-11-20\n) {4}bond: 9050\n/, '$1'),
    ],
    [
      'an Official Rules version that does not exist',
      (text: string) =>
        replaceOnce(text, `officialRules: ${governing}`, 'officialRules: 2027-02-30'),
    ],
    [
      'an entry period before its Official Rules',
      (text: string) =>
        replaceOnce(text, 'start: 2027-01-04T00:00:00', 'start: 2026-12-31T00:00:00'),
    ],
    [
      'a New York registration filed less than 30 days before the start',
      (text: string) =>
        replaceOnce(text, /(newYork:\n {4}number: .*\n {4}filed: ).*/, '$12026-12-10'),
    ],
    [
      'a Florida registration filed after the start',
      (text: string) =>
        replaceOnce(text, /(florida:\n {4}number: .*\n {4}filed: ).*/, '$12027-01-05'),
    ],
    [
      'a bond below the total prize value',
      (text: string) =>
        replaceOnce(text, /(florida:\n {4}number: .*\n {4}filed: .*\n {4}bond: ).*/, '$19049.99'),
    ],
    [
      'an entry period that ends before it starts',
      (text: string) => replaceOnce(text, 'end: 2027-12-31T23:59:59', 'end: 2026-12-31T23:59:59'),
    ],
  ])('%s', (_, mistake) => expect(check(mistake(shipped))).toMatchSnapshot());

  it('a file name that cannot be an address', () =>
    expect(
      check(shipped, { file: 'content/promotions/Daily Cash.yaml', translations: [] }),
    ).toMatchSnapshot());
});

describe('registrations', () => {
  // The example's bonds are its total prize value exactly: 25 × 362 = 9,050.
  it('pass filed exactly 30 (New York) and 7 (Florida) days before the start, bonded for exactly the total value', () =>
    expect(
      check(
        replaceOnce(
          replaceOnce(shipped, /(newYork:\n {4}number: .*\n {4}filed: ).*/, '$12026-12-05'),
          /(florida:\n {4}number: .*\n {4}filed: ).*/,
          '$12026-12-28',
        ),
      ),
    ).toBe(''));
});

describe('published terms', () => {
  it('pass while unchanged', () =>
    expect(
      check(shipped, { register: registered(shipped, spanishOf(shipped)), production: true }),
    ).toBe(''));
  it('are refused once changed, naming the undo and the correction command', () =>
    expect(
      check(replaceOnce(shipped, 'arv: 25', 'arv: 20'), {
        register: registered(shipped),
        translations: [{ file: SPANISH, text: spanishOf(shipped) }],
      }),
    ).toMatchSnapshot());
  it('are refused in production until registered, once they are no longer the example', () => {
    expect(check(shipped, { production: true })).toBe('');
    expect(
      check(replaceOnce(shipped, /^example: true\n/m, ''), { production: true }),
    ).toMatchSnapshot();
  });
  it('are refused when their file is gone', () => {
    const { problems } = checkPromotions({
      files: [],
      translations: [],
      officialRulesDays: [governing],
      withdrawnOfficialRules: new Map(),
      register: { file: REGISTER, text: registered(shipped) },
      production: false,
    });
    expect(formatProblems(problems)).toMatchSnapshot();
  });
});

describe('the Spanish translation of the terms', () => {
  const translated = (edit: (translation: string) => string) => [
    { file: SPANISH, text: edit(spanishOf(shipped)) },
  ];
  it('passes when it translates the English terms as they stand', () =>
    expect(check(shipped)).toBe(''));
  it('is required, naming the file to create and the hash to start it with', () =>
    expect(check(shipped, { translations: [] })).toBe(
      `content/promotions/es/daily-cash-2027.yaml:1: the Promotion Terms of content/promotions/daily-cash-2027.yaml have no Spanish translation, so the Spanish page would show none — translate them into this file (content/legal/README.md, "Editing promotions"), starting with translates: ${textHash(shipped)}`,
    ));
  it('is refused once the English terms change without it (a stale hash), at its line', () => {
    const changed = replaceOnce(shipped, 'arv: 25', 'arv: 20');
    expect(check(changed, { translations: [{ file: SPANISH, text: spanishOf(shipped) }] })).toBe(
      `content/promotions/es/daily-cash-2027.yaml:5: "translates" is not the hash of the English terms of content/promotions/daily-cash-2027.yaml as they stand: they changed after this translation was made, or it names other terms — translate what changed in content/promotions/daily-cash-2027.yaml (git log -p content/promotions/daily-cash-2027.yaml), then set translates to ${textHash(changed)}`,
    );
  });
  it('is checked against the registered hash once the terms are registered', () =>
    expect(
      check(shipped, {
        register: registered(shipped),
        translations: translated((text) =>
          text.replace(/^translates: .*$/m, `translates: ${'f'.repeat(64)}`),
        ),
      }),
    ).toMatch(
      /^content\/promotions\/es\/daily-cash-2027.yaml:5: "translates" is not the hash of the English terms of content\/promotions\/daily-cash-2027.yaml as registered/,
    ));
  it('is refused in production until registered with its terms', () =>
    expect(check(shipped, { register: registered(shipped), production: true })).toBe(
      'content/promotions/es/daily-cash-2027.yaml:1: this translation is not registered, so nothing would stop it from changing once published — when it is final, run npm run promotions:register -- daily-cash-2027',
    ));
  it.each([
    [
      'a missing part, naming the English field to translate at its line',
      (text: string) => replaceOnce(text, /^odds: >-\n(?: {2}.*\n)+/m, ''),
      'content/promotions/es/daily-cash-2027.yaml:1: field "odds" is missing — translate the English odds (content/promotions/daily-cash-2027.yaml:45) into this field',
    ],
    [
      'an empty part of the free entry',
      (text: string) => replaceOnce(text, /^ {2}attention: .*$/m, '  attention: ""'),
      'content/promotions/es/daily-cash-2027.yaml:47: field "freeEntry.attention" is empty — translate the English freeEntry.attention (content/promotions/daily-cash-2027.yaml:49) into this field',
    ],
    [
      'a prize left out',
      (text: string) =>
        replaceOnce(
          text,
          /^prizes:\n(?: {2}.*\n)+/m,
          'prizes:\n  - description: Un premio\n  - description: Otro premio\n',
        ),
      'content/promotions/es/daily-cash-2027.yaml:22: field "prizes" translates 2 prizes, but the English terms list 1 — translate each prize\'s description of content/promotions/daily-cash-2027.yaml:25, one for one, in the same order',
    ],
    [
      'a field the terms do not translate',
      (text: string) => `${text}arv: 25\n`,
      'content/promotions/es/daily-cash-2027.yaml:55: field "arv" is not a field of a translation of terms — remove it, or correct its spelling (the guide lists the fields)',
    ],
  ])('refuses %s', (_, mistake, expected) =>
    expect(check(shipped, { translations: translated(mistake) })).toBe(expected),
  );
  it('refuses a translation of no programme', () =>
    expect(
      check(shipped, {
        translations: [
          { file: SPANISH, text: spanishOf(shipped) },
          { file: 'content/promotions/es/daily-cash-2028.yaml', text: spanishOf(shipped) },
        ],
      }),
    ).toBe(
      'content/promotions/es/daily-cash-2028.yaml:1: there is no programme daily-cash-2028.yaml, so this file translates nothing — name it after the programme it translates: daily-cash-2027.yaml',
    ));
});
