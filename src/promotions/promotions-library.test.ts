/**
 * Which Official Rules versions a programme may name, read from the legal texts the project holds
 * on the day the new versions land (2026-11-26): the 2026-12-23 and 2027-01-04 versions were
 * replaced before they took effect, so they never govern, and a programme naming one is refused
 * at its `officialRules` line.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDayFrom } from '../config/build-day';
import { LEGAL_DIR, PROMOTIONS_DIR } from '../config/legal-dir';
import { formatProblems } from '../legal/problems';
import { openLegalLibrary, type LegalLibrary } from '../legal/source/library';
import { textHash } from '../legal/register-file';
import { checkPromotions } from './programme-check';
import { officialRulesDays, withdrawnOfficialRules } from './promotions-library';

const root = new URL('../../', import.meta.url);
const FILE = `${PROMOTIONS_DIR}/daily-cash-2027.yaml`;
const TRANSLATION = `${PROMOTIONS_DIR}/es/daily-cash-2027.yaml`;
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

let legal: LegalLibrary;
beforeAll(async () => {
  legal = await openLegalLibrary(root, LEGAL_DIR, buildDayFrom('2026-11-26'));
});

/** The promotions check of the shipped programme naming `officialRules`, against the real library. */
function checkNaming(officialRules: string): string {
  const text = read(FILE).replace(/^officialRules: .*$/m, `officialRules: ${officialRules}`);
  const translation = read(TRANSLATION).replace(
    /^translates: .*$/m,
    `translates: ${textHash(text)}`,
  );
  return formatProblems(
    checkPromotions({
      files: [{ file: FILE, text }],
      translations: [{ file: TRANSLATION, text: translation }],
      officialRulesDays: officialRulesDays(legal),
      withdrawnOfficialRules: withdrawnOfficialRules(legal),
      register: { file: `${PROMOTIONS_DIR}/register.json`, text: undefined },
      production: false,
    }).problems,
  );
}

describe('the Official Rules a programme may name', () => {
  it('leave out the withdrawn versions', () => {
    expect(officialRulesDays(legal)).toEqual(['2025-03-12', '2026-11-26']);
    expect([...withdrawnOfficialRules(legal).keys()].sort()).toEqual(['2026-12-23', '2027-01-04']);
  });

  it('accept the version in force', () => expect(checkNaming('2026-11-26')).toBe(''));

  it('refuse a withdrawn version at the officialRules line, naming the versions that can govern', () =>
    expect(checkNaming('2027-01-04')).toBe(
      'content/promotions/daily-cash-2027.yaml:7: the Official Rules of January 4, 2027 were replaced by those of November 26, 2026 before they took effect, so they never govern any entry — name a version that can govern this programme, one of: 2025-03-12, 2026-11-26',
    ));
});
