/** Settings that read like an example are refused as the shipped example values are, each on its line. */
import { expect, it } from 'vitest';
import { exampleLook, exampleSettings } from './example-settings';
import { parseSiteSettings } from './settings';
import { findingPlace } from './production-findings';
import { operatorSettings } from './operator-settings.fixture';

const lines = (env: Record<string, string>) =>
  exampleSettings(parseSiteSettings(env), env).map(
    (finding) =>
      `${finding.example ? 'example' : 'refused'} ${findingPlace(finding)}: ${finding.problem} — ${finding.fix}`,
  );

it("passes the operator's own values", () => expect(lines(operatorSettings)).toEqual([]));

it('refuses a value that reads like an example though it is not the shipped one', () => {
  expect(
    lines({
      ...operatorSettings,
      PUBLIC_SUPPORT_EMAIL: 'help@acme.example',
      PUBLIC_POSTAL_ADDRESS: '1 Example Road, Springfield, IL 62701',
      PUBLIC_PRIVACY_PHONE: '1-888-555-0123',
      PUBLIC_SURVEY_DATA_VALUE: '$0.00 per completed survey',
      PUBLIC_ARBITRATION_RULES_URL: 'https://arbitration.example/rules',
    }),
  ).toMatchInlineSnapshot(`
    [
      "example PUBLIC_POSTAL_ADDRESS="1 Example Road, Springfield, IL 62701": reads like an example (it says "example") — set the variable to the operator's own",
      "example PUBLIC_SUPPORT_EMAIL="help@acme.example": reads like an example (it says "example") — set the variable to the operator's own",
      "example PUBLIC_SURVEY_DATA_VALUE="$0.00 per completed survey": reads like an example (its digits are all zeros) — set the variable to the operator's own",
      "example PUBLIC_PRIVACY_PHONE="1-888-555-0123": reads like an example (555-0100 to 555-0199 are reserved for fiction) — set the variable to the operator's own",
      "example PUBLIC_ARBITRATION_RULES_URL="https://arbitration.example/rules": reads like an example (it says "example") — set the variable to the operator's own",
    ]
  `);
});

it('refuses each arbitration setting left unset, so that the example applies by default', () => {
  const {
    PUBLIC_ARBITRATION_PROVIDER: _provider,
    PUBLIC_ARBITRATION_RULES: _rules,
    PUBLIC_ARBITRATION_RULES_URL: _url,
    ...withoutArbitration
  } = operatorSettings;
  expect(lines(withoutArbitration)).toEqual([
    `example PUBLIC_ARBITRATION_PROVIDER="American Arbitration Association (AAA)": unset: the example value applies by default — set the variable to the operator's choice, this value included`,
    `example PUBLIC_ARBITRATION_RULES="Consumer Arbitration Rules": unset: the example value applies by default — set the variable to the operator's choice, this value included`,
    `example PUBLIC_ARBITRATION_RULES_URL="https://www.adr.org/consumer": unset: the example value applies by default — set the variable to the operator's choice, this value included`,
  ]);
  // Blank is unset, as everywhere in the settings (`VAR=` in a CI file).
  expect(lines({ ...operatorSettings, PUBLIC_ARBITRATION_PROVIDER: ' ' })).toHaveLength(1);
});

it('passes the American Arbitration Association and its rules when the operator sets them', () =>
  expect(
    lines({
      ...operatorSettings,
      PUBLIC_ARBITRATION_PROVIDER: 'American Arbitration Association (AAA)',
      PUBLIC_ARBITRATION_RULES: 'Consumer Arbitration Rules',
      PUBLIC_ARBITRATION_RULES_URL: 'https://www.adr.org/consumer',
    }),
  ).toEqual([]));

it('refuses any other setting at its example value even when set to it explicitly', () =>
  expect(lines({ ...operatorSettings, PUBLIC_LEGAL_ENTITY: 'Pollfly, Inc.' })).toEqual([
    `example PUBLIC_LEGAL_ENTITY="Pollfly, Inc.": still the example value — set the variable to the operator's own`,
  ]));

it.each([
  ['NY-EXAMPLE-0000', 'reads like an example (it says "example")'],
  ['www.pollfly.Example', 'reads like an example (it says "example")'],
  ['1-800-555-0100', 'reads like an example (555-0100 to 555-0199 are reserved for fiction)'],
  ['(800) 555 0199', 'reads like an example (555-0100 to 555-0199 are reserved for fiction)'],
  ['FL-0000-000', 'reads like an example (its digits are all zeros)'],
  ['NY-2026-1234', undefined],
  ['1-800-555-0200', undefined],
  ['Florida Sweepstakes', undefined],
])('reads %s: %s', (value, look) => expect(exampleLook(value)).toBe(look));
