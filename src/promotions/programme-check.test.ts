/**
 * What an editor sees for each mistake in a programme file: the exact output of the promotions
 * check, pinned as snapshots, because error messages are part of the product. Each case starts
 * from the test programme (`programme.fixture.ts`) and makes one mistake.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem, type LegalProblem } from '../legal/problems';
import type { Register, Withdrawal } from '../legal/register-file';
import { checkPromotions } from './programme-check';
import {
  exampleProgramme as example,
  PROGRAMME_FILE as FILE,
  PROMOTIONS_REGISTER as REGISTER,
  registered,
  replaceOnce,
  TRANSLATION_FILE as SPANISH,
  translationOf,
  wordsOf,
} from './programme.fixture';

/** The problems as the build prints them, one a line. */
const formatProblems = (problems: readonly LegalProblem[]) =>
  problems.map(formatProblem).join('\n');

/** The Official Rules version the test programme names. */
const governing = '2027-01-04';
const LEGAL_TIME_ZONE = 'America/New_York';

function check(
  text: string,
  {
    file = FILE,
    register = undefined as string | undefined,
    production = false,
    translations = [{ file: SPANISH, text: translationOf(text) }],
    timeZone = LEGAL_TIME_ZONE,
    officialRulesDays = ['2025-03-12', governing],
    withdrawnOfficialRules = new Map<string, Withdrawal>(),
    officialRulesPublished = new Map<string, string>(),
  } = {},
): string {
  const { problems } = checkPromotions({
    files: [{ file, text }],
    translations,
    officialRulesDays,
    withdrawnOfficialRules,
    officialRulesPublished,
    register: { file: REGISTER, text: register },
    timeZone,
    production,
  });
  return formatProblems(problems);
}

describe('the test programme', () => {
  it('passes the check', () => expect(check(example)).toBe(''));
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
        replaceOnce(text, `officialRules: ${governing}`, 'officialRules: 2027-02-01'),
    ],
    [
      'an Official Rules date that is not a day',
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
    [
      'a time zone that is not the legal time zone',
      (text: string) => replaceOnce(text, 'timeZone: America/New_York', 'timeZone: Europe/Paris'),
    ],
  ])('%s', (_, mistake) => expect(check(mistake(example))).toMatchSnapshot());

  it('a file name that cannot be an address', () =>
    expect(
      check(example, { file: 'content/promotions/Daily Cash.yaml', translations: [] }),
    ).toMatchSnapshot());
});

describe('the time zone', () => {
  // The legal time zone decides the day a build is for, so a programme's times must be written in it.
  it("is refused at its line when it is not the site's legal time zone, naming both fixes", () =>
    expect(check(example, { timeZone: 'America/Los_Angeles' })).toBe(
      "content/promotions/daily-cash-2027.yaml:7: the time zone America/New_York is not the site's legal time zone, America/Los_Angeles, which decides when a version takes effect and what day a build is for — write the programme's times in America/Los_Angeles, or set PUBLIC_LEGAL_TIME_ZONE=America/New_York if that is the operator's legal time zone",
    ));
  it('passes when it is the legal time zone the operator set', () =>
    expect(
      check(replaceOnce(example, 'timeZone: America/New_York', 'timeZone: America/Los_Angeles'), {
        timeZone: 'America/Los_Angeles',
      }),
    ).toBe(''));
});

describe('the Official Rules a programme names', () => {
  // The days come from the legal library: every Official Rules version but those withdrawn
  // (`openLegalContent`), which never govern anything.
  const withdrawn = new Map([['2027-01-04', { on: '2026-11-20', replacedBy: '2026-11-26' }]]);
  const naming = (day: string) => example.replace(/^officialRules: .*$/m, `officialRules: ${day}`);
  const options = {
    officialRulesDays: ['2025-03-12', '2026-11-26'],
    withdrawnOfficialRules: withdrawn,
  };

  it('accept a version that can govern the entry period', () =>
    expect(check(naming('2026-11-26'), options)).toBe(''));

  it('refuse a withdrawn version at the officialRules line, naming the versions that can govern', () =>
    expect(check(naming('2027-01-04'), options)).toBe(
      'content/promotions/daily-cash-2027.yaml:5: the Official Rules of January 4, 2027 were replaced by those of November 26, 2026 before they took effect, so they never govern any entry — name a version that can govern this programme, one of: 2025-03-12, 2026-11-26',
    ));
});

describe('registrations', () => {
  // The test programme's bonds are its total prize value exactly: 25 × 362 = 9,050.
  it('pass filed exactly 30 (New York) and 7 (Florida) days before the start, bonded for exactly the total value', () =>
    expect(
      check(
        replaceOnce(
          replaceOnce(example, /(newYork:\n {4}number: .*\n {4}filed: ).*/, '$12026-12-05'),
          /(florida:\n {4}number: .*\n {4}filed: ).*/,
          '$12026-12-28',
        ),
      ),
    ).toBe(''));
  it('are refused for a state the programme excludes, at the registration', () =>
    expect(
      check(replaceOnce(example, 'excludedStates: []', 'excludedStates: [FL]')),
    ).toMatchInlineSnapshot(
      `"content/promotions/daily-cash-2027.yaml:32: the programme excludes Florida (FL in excludedStates), so a Florida registration would publish a filing for a state where no one may enter — remove registrations.florida, or remove FL from excludedStates if counsel opens the programme there"`,
    ));
  it('are refused when filed before the Official Rules or the terms they contain were published', () => {
    const published = (entries: string) =>
      JSON.stringify({
        'daily-cash-2027': [
          { ...(JSON.parse(entries) as Register)['daily-cash-2027']![0], published: '2026-11-22' },
        ],
      });
    expect(
      check(example, {
        officialRulesPublished: new Map([[governing, '2026-11-21']]),
        register: published(registered(example, translationOf(example))),
        production: false,
      }),
    ).toMatchInlineSnapshot(`
      "content/promotions/daily-cash-2027.yaml:30: the New York registration was filed on November 20, 2026, before the Official Rules of January 4, 2027 were published (November 21, 2026), so the filing cannot contain them — file them with New York and write the day of that filing, on or after November 21, 2026
      content/promotions/daily-cash-2027.yaml:34: the Florida registration was filed on November 20, 2026, before the Official Rules of January 4, 2027 were published (November 21, 2026), so the filing cannot contain them — file them with Florida and write the day of that filing, on or after November 21, 2026"
    `);

    expect(
      check(example, {
        officialRulesPublished: new Map([[governing, '2026-11-19']]),
        register: published(registered(example, translationOf(example))),
      }).split('\n')[0],
    ).toMatchInlineSnapshot(
      `"content/promotions/daily-cash-2027.yaml:30: the New York registration was filed on November 20, 2026, before these Promotion Terms were published (November 22, 2026), so the filing cannot contain them — file them with New York and write the day of that filing, on or after November 22, 2026"`,
    );
  });
});

describe('published terms', () => {
  it('pass while unchanged', () =>
    expect(
      check(example, { register: registered(example, translationOf(example)), production: true }),
    ).toBe(''));
  it('are refused once changed, naming the undo and the correction command', () =>
    expect(
      check(replaceOnce(example, 'arv: 25', 'arv: 20'), {
        register: registered(example),
        translations: [{ file: SPANISH, text: translationOf(example) }],
      }),
    ).toMatchSnapshot());
  it('are refused in production until registered, once they are no longer the example', () => {
    expect(check(example, { production: true })).toBe('');
    expect(
      check(replaceOnce(example, /^example: true\n/m, ''), { production: true }),
    ).toMatchSnapshot();
  });
  it('are refused when their file is gone', () => {
    const { problems } = checkPromotions({
      files: [],
      translations: [],
      officialRulesDays: [governing],
      withdrawnOfficialRules: new Map(),
      officialRulesPublished: new Map(),
      register: { file: REGISTER, text: registered(example) },
      timeZone: LEGAL_TIME_ZONE,
      production: false,
    });
    expect(formatProblems(problems)).toMatchSnapshot();
  });
});

describe('the Spanish translation of the terms', () => {
  const translated = (edit: (translation: string) => string) => [
    { file: SPANISH, text: edit(translationOf(example)) },
  ];
  it('passes when it translates the English terms as they stand', () =>
    expect(check(example)).toBe(''));
  it('is required, naming the file to create and the hash to start it with', () =>
    expect(check(example, { translations: [] })).toBe(
      `content/promotions/es/daily-cash-2027.yaml:1: the Promotion Terms of content/promotions/daily-cash-2027.yaml have no Spanish translation, so the Spanish page would show none — translate them into this file (content/legal/README.md, "Editing promotions"), starting with translates: ${wordsOf(example)}`,
    ));
  it('stays current when only a fact it reads from English changes: a value, a date, a registration', () =>
    expect(
      check(replaceOnce(example, 'arv: 25', 'arv: 20'), {
        translations: [{ file: SPANISH, text: translationOf(example) }],
      }),
    ).toBe(''));
  it('is refused once the English words change without it (a stale hash), at its line', () => {
    const changed = example.replace(/^odds: >-\n/m, 'odds: >-\n  Revised.\n');
    expect(
      check(changed, { translations: [{ file: SPANISH, text: translationOf(example) }] }),
    ).toBe(
      `content/promotions/es/daily-cash-2027.yaml:3: "translates" is not the hash of the words of the English terms of content/promotions/daily-cash-2027.yaml: they changed after this translation was made, or it names other terms — translate what changed in content/promotions/daily-cash-2027.yaml (git log -p content/promotions/daily-cash-2027.yaml), then set translates to ${wordsOf(changed)}`,
    );
  });
  it('is checked against the English words once the terms are registered', () =>
    expect(
      check(example, {
        register: registered(example),
        translations: translated((text) =>
          text.replace(/^translates: .*$/m, `translates: ${'f'.repeat(64)}`),
        ),
      }),
    ).toMatch(
      /^content\/promotions\/es\/daily-cash-2027.yaml:3: "translates" is not the hash of the words of the English terms/,
    ));
  it('is refused in production until registered with its terms', () =>
    expect(check(example, { register: registered(example), production: true })).toBe(
      'content/promotions/es/daily-cash-2027.yaml:1: this translation is not registered, so nothing would stop it from changing once published — when it is final, run npm run promotions:register -- daily-cash-2027',
    ));
  it.each([
    [
      'a missing part, naming the English field to translate at its line',
      (text: string) => replaceOnce(text, /^odds: >-\n(?: {2}.*\n)+/m, ''),
      'content/promotions/es/daily-cash-2027.yaml:1: field "odds" is missing — translate the English odds (content/promotions/daily-cash-2027.yaml:21) into this field',
    ],
    [
      'an empty part of the free entry',
      (text: string) => replaceOnce(text, /^ {2}attention: .*$/m, '  attention: ""'),
      'content/promotions/es/daily-cash-2027.yaml:16: field "freeEntry.attention" is empty — translate the English freeEntry.attention (content/promotions/daily-cash-2027.yaml:24) into this field',
    ],
    [
      'a prize left out',
      (text: string) =>
        replaceOnce(
          text,
          /^prizes:\n(?: {2}.*\n)+/m,
          'prizes:\n  - description: Un premio\n  - description: Otro premio\n',
        ),
      'content/promotions/es/daily-cash-2027.yaml:7: field "prizes" translates 2 prizes, but the English terms list 1 — translate each prize\'s description of content/promotions/daily-cash-2027.yaml:13, one for one, in the same order',
    ],
    [
      'a field the terms do not translate',
      (text: string) => `${text}arv: 25\n`,
      'content/promotions/es/daily-cash-2027.yaml:19: field "arv" is not a field of a translation of terms — remove it, or correct its spelling (the guide lists the fields)',
    ],
  ])('refuses %s', (_, mistake, expected) =>
    expect(check(example, { translations: translated(mistake) })).toBe(expected),
  );
  it('refuses a translation of no programme', () =>
    expect(
      check(example, {
        translations: [
          { file: SPANISH, text: translationOf(example) },
          { file: 'content/promotions/es/daily-cash-2028.yaml', text: translationOf(example) },
        ],
      }),
    ).toBe(
      'content/promotions/es/daily-cash-2028.yaml:1: there is no programme daily-cash-2028.yaml, so this file translates nothing — name it after the programme it translates: daily-cash-2027.yaml',
    ));
});
