/**
 * A production build on the day the new legal texts land (2026-11-26), run as the build runs it:
 * the legal content check and the promotions check in production, then `productionFindings`, the
 * one list `astro.config.mjs` stops on. It reads the legal texts the project holds, so it proves
 * what an operator's build of this tree would say; the programme is the shipped one made the
 * operator's own (real registrations, filed in time and bonded for the prizes, no example values).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { buildDayFrom } from './build-day';
import { LEGAL_DIR, PROMOTIONS_DIR } from './legal-dir';
import { realExampleSettings } from './example-settings';
import { operatorSettings } from './operator-settings.fixture';
import { productionFindings, productionReport } from './production-findings';
import {
  defaultSettings,
  legalFactSettings,
  parseSiteSettings,
  settingVariables,
} from './settings';
import { libraryCheck } from '../legal/check/library-check';
import { formatProblems } from '../legal/problems';
import { openLegalLibrary, type LegalLibrary } from '../legal/source/library';
import { textHash } from '../legal/register-file';
import { checkPromotions } from '../promotions/programme-check';
import { officialRulesDays, withdrawnOfficialRules } from '../promotions/promotions-library';

const root = new URL('../../', import.meta.url);
const FILE = `${PROMOTIONS_DIR}/daily-cash-2027.yaml`;
const TRANSLATION = `${PROMOTIONS_DIR}/es/daily-cash-2027.yaml`;

function edit(text: string, find: RegExp, replacement: string): string {
  const changed = text.replace(find, replacement);
  if (changed === text) throw new Error(`the test's edit found no ${String(find)}`);
  return changed;
}

/** The shipped programme with the operator's registrations: filed 45 days before the start, bonded for the total value. */
const operatorProgramme = [
  [/^example: true\n/m, ''],
  [/(newYork:\n {4}number: ).*\n {4}filed: .*/, '$1NY-2026-104233\n    filed: 2026-11-20'],
  [/(florida:\n {4}number: ).*\n {4}filed: .*/, '$1SW-2026-00871\n    filed: 2026-11-20'],
].reduce<string>(
  (text, [find, replacement]) => edit(text, find as RegExp, replacement as string),
  readFileSync(new URL(FILE, root), 'utf8'),
);

/**
 * The shipped Spanish translation, tied to the operator's terms: their edits are registrations,
 * which come from the English file and are never translated, so only the hash it translates moves.
 */
const operatorTranslation = edit(
  readFileSync(new URL(TRANSLATION, root), 'utf8'),
  /^translates: .*$/m,
  `translates: ${textHash(operatorProgramme)}`,
);

let legal: LegalLibrary;
beforeAll(async () => {
  legal = await openLegalLibrary(root, LEGAL_DIR, buildDayFrom('2026-11-26'));
});

/** What stops a production build of this tree on 2026-11-26 with these settings, line by line. */
function productionRun(env: Record<string, string>, legalProblems: string) {
  const promotions = checkPromotions({
    files: [{ file: FILE, text: operatorProgramme }],
    officialRulesDays: officialRulesDays(legal),
    withdrawnOfficialRules: withdrawnOfficialRules(legal),
    translations: [{ file: TRANSLATION, text: operatorTranslation }],
    register: {
      file: `${PROMOTIONS_DIR}/register.json`,
      text: JSON.stringify({
        'daily-cash-2027': [
          {
            date: '2027-01-04',
            sha256: textHash(operatorProgramme),
            translations: { es: { sha256: textHash(operatorTranslation) } },
          },
        ],
      }),
    },
    production: true,
  });
  const site = parseSiteSettings(env);
  const findings = productionFindings(site, legal, promotions, env);
  return {
    legalProblems,
    promotionProblems: formatProblems(promotions.problems),
    findings: findings.map(({ where, problem, fix }) => `${where}: ${problem} — ${fix}`),
    refused: productionReport(findings, {
      production: true,
      allowExampleSettings: false,
      preview: false,
    })?.refused,
  };
}

it("succeeds with the operator's settings and programme on 2026-11-26", () => {
  const legalProblems = formatProblems(libraryCheck({ production: true })(legal));
  expect(productionRun(operatorSettings, legalProblems)).toEqual({
    legalProblems: '',
    promotionProblems: '',
    findings: [],
    refused: undefined,
  });
});

it('refuses the example settings: one finding more for each example value, and nothing else more', () => {
  const operator = productionRun(operatorSettings, '');
  const example = productionRun({}, '');
  expect(example.refused).toBe(true);
  expect(example.findings).toEqual([
    ...legalFactSettings.map((key) =>
      (realExampleSettings as readonly string[]).includes(key)
        ? `${settingVariables[key]}=${JSON.stringify(String(defaultSettings[key]))}: unset: the example value applies by default — set the variable to the operator's choice, this value included`
        : `${settingVariables[key]}=${JSON.stringify(String(defaultSettings[key]))}: still the example value — set the variable to the operator's own`,
    ),
    ...operator.findings,
  ]);
});
