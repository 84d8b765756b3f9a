/** The production gates on programmes: each refusing, and passing once the programme is real. */
import { expect, it } from 'vitest';
import { findingPlace, productionReport } from '../config/production-findings';
import type { Day } from '../lib/dates';
import { parseProgramme } from './parse-programme';
import { programmeFindings } from './production-gates';
import {
  exampleProgramme as example,
  operatorProgramme as real,
  PROGRAMME_FILE as FILE,
  replaceOnce,
} from './programme.fixture';

/** The day these tests build for: every registration of the test programme is filed by then. */
const buildDay: Day = '2026-12-15';
const withoutRegistrations = replaceOnce(real, /^registrations:\n(?: {2,}.*\n)+/m, '');

const gates = (text: string, day: Day = buildDay) =>
  programmeFindings([parseProgramme(FILE, text).parsed!], day);
const findings = (text: string) =>
  gates(text).map(
    (finding) =>
      `${finding.example ? 'example' : 'refused'} ${findingPlace(finding)}: ${finding.problem} — ${finding.fix}`,
  );

it('lists every operator fact of the example programme, each at its line: the prize values as example values, the registrations refused', () => {
  expect(findings(example)).toMatchInlineSnapshot(`
    [
      "example content/promotions/daily-cash-2027.yaml:15: the value of "A cash prize for each day's drawing" ($25.00) is the project's example — write the operator's real value, then remove "example: true"",
      "refused content/promotions/daily-cash-2027.yaml:29: the New York registration (NY-EXAMPLE-0000, filed 2026-11-20, bond $9,050.00) is the project's example — write the number, filing day and bond of the operator's own New York registration, then remove "example: true"",
      "refused content/promotions/daily-cash-2027.yaml:33: the Florida registration (FL-EXAMPLE-0000, filed 2026-11-20, bond $9,050.00) is the project's example — write the number, filing day and bond of the operator's own Florida registration, then remove "example: true"",
    ]
  `);
});

it('refuses prizes over $5,000 without the New York and Florida registrations, whatever the override', () => {
  expect(findings(withoutRegistrations)).toMatchInlineSnapshot(`
    [
      "refused content/promotions/daily-cash-2027.yaml:12: the prizes total $9,050.00, more than $5,000.00, and there is no New York registration — register the game in New York and add registrations.newYork (number, filed, bond), lower the total prize value, or exclude New York if counsel so decides",
      "refused content/promotions/daily-cash-2027.yaml:12: the prizes total $9,050.00, more than $5,000.00, and there is no Florida registration — register the game in Florida and add registrations.florida (number, filed, bond), lower the total prize value, or exclude Florida if counsel so decides",
    ]
  `);
});

it('refuses a missing Florida registration alone', () => {
  expect(findings(replaceOnce(real, /^ {2}florida:\n(?: {4}.*\n)+/m, ''))).toEqual([
    'refused content/promotions/daily-cash-2027.yaml:12: the prizes total $9,050.00, more than $5,000.00, and there is no Florida registration — register the game in Florida and add registrations.florida (number, filed, bond), lower the total prize value, or exclude Florida if counsel so decides',
  ]);
});

it('passes a real programme with both registrations', () => expect(findings(real)).toEqual([]));

it('passes a programme of $5,000 or less without registrations', () => {
  expect(findings(replaceOnce(withoutRegistrations, 'count: 362', 'count: 200'))).toEqual([]);
});

it('refuses an example or all-zero registration number once "example: true" is deleted, whatever the override', () => {
  expect(
    findings(
      replaceOnce(
        replaceOnce(example, /^example: true\n/m, ''),
        /(florida:\n {4}number: ).*/,
        '$1FL-0000-0000',
      ),
    ),
  ).toMatchInlineSnapshot(`
    [
      "refused content/promotions/daily-cash-2027.yaml:28: the New York registration number "NY-EXAMPLE-0000" reads like an example (it says "example") — write the number, filing day and bond of the operator's own New York registration",
      "refused content/promotions/daily-cash-2027.yaml:32: the Florida registration number "FL-0000-0000" reads like an example (its digits are all zeros) — write the number, filing day and bond of the operator's own Florida registration",
    ]
  `);
});

it('refuses an operator fact anywhere in the programme that reads like an example, without the flag too', () => {
  expect(
    findings(
      replaceOnce(
        real,
        /^( {2}attention: .*\n)/m,
        '$1  address: PO Box 100, Example City, CA 94105\n',
      ),
    ),
  ).toMatchInlineSnapshot(`
    [
      "example content/promotions/daily-cash-2027.yaml:24: "PO Box 100, Example City, CA 94105" reads like an example (it says "example") — write the operator's real value",
    ]
  `);
});

it('never keeps a registration with ALLOW_EXAMPLE_SETTINGS=1, only the example prize values', () => {
  const report = productionReport(gates(example), {
    production: true,
    allowExampleSettings: true,
    preview: false,
  });
  expect(report).toMatchInlineSnapshot(`
    {
      "lines": [
        "  content/promotions/daily-cash-2027.yaml:29: the New York registration (NY-EXAMPLE-0000, filed 2026-11-20, bond $9,050.00) is the project's example — write the number, filing day and bond of the operator's own New York registration, then remove "example: true"",
        "  content/promotions/daily-cash-2027.yaml:33: the Florida registration (FL-EXAMPLE-0000, filed 2026-11-20, bond $9,050.00) is the project's example — write the number, filing day and bond of the operator's own Florida registration, then remove "example: true"",
        "  content/promotions/daily-cash-2027.yaml:15: the value of "A cash prize for each day's drawing" ($25.00) is the project's example — write the operator's real value, then remove "example: true" (kept: ALLOW_EXAMPLE_SETTINGS=1)",
      ],
      "refused": true,
      "summary": "2 findings stop this production build: fix each one.",
    }
  `);
});

it('refuses a registration dated after the build day, and passes it from that day', () => {
  const onDay = (day: Day) =>
    gates(real, day).map(
      (finding) => `${findingPlace(finding)}: ${finding.problem} — ${finding.fix}`,
    );
  expect(onDay('2026-11-19')).toMatchInlineSnapshot(`
    [
      "content/promotions/daily-cash-2027.yaml:29: the New York registration is dated November 20, 2026, after the day of this build (November 19, 2026), so the page would state a filing that has not happened — publish the programme once the registration is filed, with the day it was filed",
      "content/promotions/daily-cash-2027.yaml:33: the Florida registration is dated November 20, 2026, after the day of this build (November 19, 2026), so the page would state a filing that has not happened — publish the programme once the registration is filed, with the day it was filed",
    ]
  `);
  expect(onDay('2026-11-20')).toEqual([]);
});

it('demands no registration for a state the programme excludes', () => {
  const floridaExcluded = replaceOnce(
    withoutRegistrations,
    'excludedStates: []',
    'excludedStates: [FL]',
  );
  expect(findings(floridaExcluded)).toEqual([
    'refused content/promotions/daily-cash-2027.yaml:12: the prizes total $9,050.00, more than $5,000.00, and there is no New York registration — register the game in New York and add registrations.newYork (number, filed, bond), lower the total prize value, or exclude New York if counsel so decides',
  ]);
});
