/**
 * What an editor sees for each mistake in a programme file: the exact output of the promotions
 * check, pinned as snapshots, because error messages are part of the product. Each case starts
 * from the shipped example programme and makes one mistake.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblems } from '../legal/problems';
import { textHash } from '../legal/version-register';
import { checkPromotions } from './programme-check';

const FILE = 'content/promotions/daily-cash-2027.yaml';
const REGISTER = 'content/promotions/register.json';
/** The Official Rules version the test programme names, whichever one the shipped file names today: the messages stay the same when it changes. */
const governing = '2027-01-04';
const shipped = readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8').replace(
  /^officialRules: .*$/m,
  `officialRules: ${governing}`,
);

function replaceOnce(text: string, find: string | RegExp, replacement: string): string {
  const changed = text.replace(find, replacement);
  if (changed === text) throw new Error(`the test's edit found no ${String(find)}`);
  return changed;
}

function check(
  text: string,
  { file = FILE, register = undefined as string | undefined, production = false } = {},
): string {
  const { problems } = checkPromotions({
    files: [{ file, text }],
    officialRulesDays: ['2025-03-12', governing],
    register: { file: REGISTER, text: register },
    production,
  });
  return formatProblems(problems);
}

const registered = (text: string) =>
  JSON.stringify({ 'daily-cash-2027': [{ date: '2027-01-04', sha256: textHash(text) }] }, null, 2);

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
      (text: string) => replaceOnce(text, /( {4}filed: 2026-12-01\n) {4}bond: 9050\n/, '$1'),
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
    expect(check(shipped, { file: 'content/promotions/Daily Cash.yaml' })).toMatchSnapshot());
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
    expect(check(shipped, { register: registered(shipped), production: true })).toBe(''));
  it('are refused once changed, naming the undo and the correction command', () =>
    expect(
      check(replaceOnce(shipped, 'arv: 25', 'arv: 20'), { register: registered(shipped) }),
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
      officialRulesDays: [governing],
      register: { file: REGISTER, text: registered(shipped) },
      production: false,
    });
    expect(formatProblems(problems)).toMatchSnapshot();
  });
});
