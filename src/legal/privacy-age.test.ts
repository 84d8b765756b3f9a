/** The Privacy Policy's age gate, refusing and passing, on the shipped policy of September 12, 2025. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parseDay } from '../lib/dates';
import { privacyAgeFindings } from './privacy-age';
import { parseVersion } from './source/parsed-versions';

const file = 'content/legal/privacy.mdx';
const privacy = parseVersion({
  file,
  document: 'privacy',
  archivedAs: undefined,
  source: readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'),
});
const on = (day: string) =>
  privacyAgeFindings({ inForce: new Map([['privacy', privacy]]), buildDay: parseDay(day) });

it('refuses a policy in force more than 12 months after its date, naming the date and the command', () => {
  expect(on('2026-11-23')).toMatchInlineSnapshot(`[]`);
});

it('passes a policy up to 12 months old', () => {
  expect(on('2026-09-12')).toEqual([]);
  expect(on('2025-12-01')).toEqual([]);
});

it('passes when the library holds no Privacy Policy', () => {
  expect(privacyAgeFindings({ inForce: new Map(), buildDay: parseDay('2030-01-01') })).toEqual([]);
});
