/** The Privacy Policy's age gate: a production build refuses a policy in force more than 12 months. */
import { expect, it } from 'vitest';
import { privacyAgeFindings } from './production-checks';
import { librarySources, registerOf, versionSource } from './library/legal-sources.fixture';

const privacy = {
  'content/legal/privacy.mdx': versionSource({
    title: 'Privacy Policy',
    date: '2025-09-12',
    body: '## 1. Scope {#scope}\n\n<InShort>What this covers.</InShort>\n\nAll of it.\n',
  }),
};
const on = async (day: string) =>
  privacyAgeFindings(
    await librarySources({ ...privacy, 'content/legal/register.json': registerOf(privacy) }, day),
  );

it('refuses a policy in force more than 12 months after its date, naming the date and the command', async () => {
  expect(await on('2026-09-13')).toEqual([
    {
      file: 'content/legal/privacy.mdx',
      line: 5,
      problem:
        'the Privacy Policy in force on September 13, 2026 is dated September 12, 2025, more than 12 months earlier, and the CCPA requires it to be updated at least every 12 months',
      fix: 'review it and start a new version with npm run legal:archive -- privacy',
      example: false,
    },
  ]);
});

it('passes a policy up to 12 months old', async () => {
  expect(await on('2026-09-12')).toEqual([]);
  expect(await on('2025-12-01')).toEqual([]);
});

it('passes when the library holds no Privacy Policy', async () => {
  const terms = {
    'content/legal/terms.mdx': versionSource({
      date: '2025-01-01',
      body: '## 1. Scope {#scope}\n\n<InShort>What this covers.</InShort>\n\nAll of it.\n',
    }),
  };
  const library = await librarySources(
    { ...terms, 'content/legal/register.json': registerOf(terms) },
    '2030-01-01',
  );
  expect(privacyAgeFindings(library)).toEqual([]);
});
