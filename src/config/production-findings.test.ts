/**
 * What a production build refuses, in one report: the settings still at their example values, the
 * legal gates (the Privacy Policy's age, missing translations) and the programmes' operator facts.
 * Every build prints the block; a production build stops on it (`legal/site-library.ts`), and the
 * override keeps only example values, never a legal gate's finding. The library is one written in
 * memory for these tests, never the texts the project ships.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_EXAMPLES_VARIABLE, buildMode, type Env } from './build-mode';
import { realExampleSettings } from './example-settings';
import { operatorSettings } from './operator-settings.fixture';
import {
  findingPlace,
  productionFindings,
  productionReport,
  type ProductionFinding,
} from './production-findings';
import {
  defaultSettings,
  legalFactSettings,
  parseSiteSettings,
  settingVariables,
} from './settings';
import {
  librarySources,
  registerOf,
  translationSource,
  versionSource,
  type Sources,
} from '../legal/library/legal-sources.fixture';
import type { LegalLibrary } from '../legal/library/library';
import { textHash } from '../legal/register-file';
import type { Day } from '../lib/dates';
import { parseProgramme, type ParsedProgramme } from '../promotions/parse-programme';
import {
  exampleProgramme,
  operatorProgramme,
  PROGRAMME_FILE,
} from '../promotions/programme.fixture';

const LEGAL_DIR = 'content/legal';
/** The day these tests build for: the programme's registrations (filed 2026-11-20) are filed by then. */
const BUILD_DAY: Day = '2026-11-26';

/** A text's one section: its heading, its anchor (the same in every language) and its words. */
const section = (heading: string, anchor: string, text: string) =>
  `## 1. ${heading} {#${anchor}}\n\n<InShort>${text}</InShort>\n\n${text}\n`;

/** A document's English version at `file` of `date`, and its Spanish translation unless `untranslated`. */
function version(
  document: string,
  title: string,
  date: Day,
  { file = `${LEGAL_DIR}/${document}.mdx`, untranslated = false } = {},
): Sources {
  const english = versionSource({
    title,
    date,
    body: section('Scope', 'scope', `What the ${title} of ${date} cover.`),
  });
  return {
    [file]: english,
    ...(!untranslated && {
      [`${LEGAL_DIR}/es/${document}/${date}.mdx`]: translationSource({
        title: `${title} (es)`,
        translates: textHash(english),
        changes: [`La versión del ${date}.`],
        body: section('Alcance', 'scope', `Lo que abarca la versión del ${date}.`),
      }),
    }),
  };
}

/** Every document in force since 2026-06-01, translated: nothing for a legal gate to find on the build day. */
const upToDate: Sources = {
  ...version('privacy', 'Privacy Policy', '2026-06-01'),
  ...version('terms', 'Terms of Service', '2026-06-01'),
  ...version('official-rules', 'Official Rules', '2026-06-01'),
};

/**
 * A Privacy Policy in force since 2025-06-01, more than 12 months before the build day, and Terms
 * announced for 2027-01-04 with no Spanish translation yet: one finding for each legal gate.
 */
const behind: Sources = {
  ...version('privacy', 'Privacy Policy', '2025-06-01'),
  ...version('terms', 'Terms of Service', '2026-06-01', {
    file: `${LEGAL_DIR}/archive/terms/2026-06-01.mdx`,
  }),
  ...version('terms', 'Terms of Service', '2027-01-04', { untranslated: true }),
  ...version('official-rules', 'Official Rules', '2026-06-01'),
};

const open = (sources: Sources) =>
  librarySources({ ...sources, [`${LEGAL_DIR}/register.json`]: registerOf(sources) }, BUILD_DAY);
const programme = (text: string): ParsedProgramme => parseProgramme(PROGRAMME_FILE, text).parsed!;

let clean: LegalLibrary;
let stale: LegalLibrary;
beforeAll(async () => {
  [clean, stale] = await Promise.all([open(upToDate), open(behind)]);
});

/** The findings as the report prints them, each at its place. */
const lines = (findings: readonly ProductionFinding[]) =>
  findings.map((finding) => `${findingPlace(finding)}: ${finding.problem} — ${finding.fix}`);

const findingsOf = (env: Env, library = clean, programmes = [programme(operatorProgramme)]) =>
  productionFindings(parseSiteSettings(env), library, LEGAL_DIR, programmes, env);

describe('productionFindings', () => {
  it("finds nothing with the operator's settings, the legal texts up to date and a real programme", () => {
    expect(findingsOf(operatorSettings)).toEqual([]);
  });

  it('lists the settings, then the legal gates, then the programmes, each at its place', () => {
    const findings = findingsOf({}, stale, [programme(exampleProgramme)]);
    expect(lines(findings).slice(legalFactSettings.length)).toMatchInlineSnapshot(`
      [
        "content/legal/privacy.mdx:5: the Privacy Policy in force on November 26, 2026 is dated June 1, 2025, more than 12 months earlier, and the CCPA requires it to be updated at least every 12 months — review it and start a new version with npm run legal:archive -- privacy",
        "content/legal/es/terms/2027-01-04.mdx:1: the Terms of Service version of January 4, 2027, announced to take effect on January 4, 2027, has no Spanish translation — translate it into this file (content/legal/README.md, "Translations"), or set PUBLIC_LEGAL_UNTRANSLATED=es to publish the Spanish pages with the English text and a notice until it is",
        "content/promotions/daily-cash-2027.yaml:15: the value of "A cash prize for each day's drawing" ($25.00) is the project's example — write the operator's real value, then remove "example: true"",
        "content/promotions/daily-cash-2027.yaml:29: the New York registration (NY-EXAMPLE-0000, filed 2026-11-20, bond $9,050.00) is the project's example — write the number, filing day and bond of the operator's own New York registration, then remove "example: true"",
        "content/promotions/daily-cash-2027.yaml:33: the Florida registration (FL-EXAMPLE-0000, filed 2026-11-20, bond $9,050.00) is the project's example — write the number, filing day and bond of the operator's own Florida registration, then remove "example: true"",
      ]
    `);
    // What the override may keep: the example values, never a legal gate or a registration.
    expect(findings.filter(({ example }) => !example).map(findingPlace)).toEqual([
      'content/legal/privacy.mdx:5',
      'content/legal/es/terms/2027-01-04.mdx:1',
      'content/promotions/daily-cash-2027.yaml:29',
      'content/promotions/daily-cash-2027.yaml:33',
    ]);
  });

  it('refuses the example settings: one finding more for each example value, and nothing else more', () => {
    const operator = findingsOf(operatorSettings, stale);
    const example = findingsOf({}, stale);
    expect(lines(example)).toEqual([
      ...legalFactSettings.map((key) =>
        (realExampleSettings as readonly string[]).includes(key)
          ? `${settingVariables[key]}=${JSON.stringify(String(defaultSettings[key]))}: unset: the example value applies by default — set the variable to the operator's choice, this value included`
          : `${settingVariables[key]}=${JSON.stringify(String(defaultSettings[key]))}: still the example value — set the variable to the operator's own`,
      ),
      ...lines(operator),
    ]);
  });

  it('lets ALLOW_EXAMPLE_SETTINGS keep no example setting once a programme is real, in one line', () => {
    const allowed = { [ALLOW_EXAMPLES_VARIABLE]: '1' };
    const withReal = findingsOf(allowed);
    expect(lines(withReal)[0]).toMatchInlineSnapshot(
      `"ALLOW_EXAMPLE_SETTINGS: has no effect while content/promotions/daily-cash-2027.yaml is an operator's programme (no "example: true"): its entrants would read the example settings, and mail their free entries to an example address — write the operator's value of each example setting, and unset ALLOW_EXAMPLE_SETTINGS"`,
    );
    expect(withReal.every(({ example }) => !example)).toBe(true);
    // With the example programme, the override keeps the example settings as before.
    const withExample = findingsOf(allowed, clean, [programme(exampleProgramme)]);
    expect(withExample.filter(({ example }) => example)).toHaveLength(legalFactSettings.length + 1);
  });

  it('leaves the missing translations to the setting that publishes a language without them', () => {
    const places = (env: Env) => findingsOf(env, stale).map(findingPlace);
    expect(places(operatorSettings)).toEqual([
      'content/legal/privacy.mdx:5',
      'content/legal/es/terms/2027-01-04.mdx:1',
    ]);
    expect(places({ ...operatorSettings, [settingVariables.legalUntranslated]: 'es' })).toEqual([
      'content/legal/privacy.mdx:5',
    ]);
  });
});

/** What the build prints for `env`'s settings and the legal gates' `gates`, and whether it stops. */
function printed(env: Env, gates: ProductionFinding[] = []) {
  const report = productionReport([...findingsOf(env, clean, []), ...gates], buildMode(env));
  return {
    stopped: report?.refused ?? false,
    output: report ? [report.summary, ...report.lines].join('\n') : '',
  };
}

const signup = { PUBLIC_SIGNUP_URL: 'https://app.acme.test/join' };

describe('productionReport', () => {
  it('lists every example setting by its variable, in one block, on an ordinary build', () => {
    expect(
      printed({
        ...signup,
        PUBLIC_BRAND_NAME: 'Acme Rewards',
        PUBLIC_SITE_URL: 'https://acme.test',
      }),
    ).toMatchInlineSnapshot(`
      {
        "output": "9 findings for a production build. Fix each before deploying: a production build (PRODUCTION_BUILD=1, npm run build:production) refuses them.
        PUBLIC_LEGAL_ENTITY="Pollfly, Inc.": still the example value — set the variable to the operator's own
        PUBLIC_POSTAL_ADDRESS="100 Example Street, Suite 200, San Francisco, CA 94105, United States": still the example value — set the variable to the operator's own
        PUBLIC_SUPPORT_EMAIL="support@pollfly.example": still the example value — set the variable to the operator's own
        PUBLIC_SURVEY_DATA_VALUE="$0.00 (example value)": still the example value — set the variable to the operator's own
        PUBLIC_SURVEY_DATA_VALUE_ES="$0.00 (valor de ejemplo)": still the example value — set the variable to the operator's own
        PUBLIC_PRIVACY_PHONE="1-800-555-0100 (example number)": still the example value — set the variable to the operator's own
        PUBLIC_ARBITRATION_PROVIDER="American Arbitration Association (AAA)": unset: the example value applies by default — set the variable to the operator's choice, this value included
        PUBLIC_ARBITRATION_RULES="Consumer Arbitration Rules": unset: the example value applies by default — set the variable to the operator's choice, this value included
        PUBLIC_ARBITRATION_RULES_URL="https://www.adr.org/consumer": unset: the example value applies by default — set the variable to the operator's choice, this value included",
        "stopped": false,
      }
    `);
  });

  it('refuses them in a production build', () => {
    expect(printed({ ...signup, PRODUCTION_BUILD: '1' })).toMatchInlineSnapshot(`
      {
        "output": "11 findings stop this production build: fix each one (or set ALLOW_EXAMPLE_SETTINGS=1 if the example values are intended).
        PUBLIC_BRAND_NAME="Pollfly": still the example value — set the variable to the operator's own
        PUBLIC_LEGAL_ENTITY="Pollfly, Inc.": still the example value — set the variable to the operator's own
        PUBLIC_POSTAL_ADDRESS="100 Example Street, Suite 200, San Francisco, CA 94105, United States": still the example value — set the variable to the operator's own
        PUBLIC_SUPPORT_EMAIL="support@pollfly.example": still the example value — set the variable to the operator's own
        PUBLIC_SITE_URL="https://www.pollfly.example": still the example value — set the variable to the operator's own
        PUBLIC_SURVEY_DATA_VALUE="$0.00 (example value)": still the example value — set the variable to the operator's own
        PUBLIC_SURVEY_DATA_VALUE_ES="$0.00 (valor de ejemplo)": still the example value — set the variable to the operator's own
        PUBLIC_PRIVACY_PHONE="1-800-555-0100 (example number)": still the example value — set the variable to the operator's own
        PUBLIC_ARBITRATION_PROVIDER="American Arbitration Association (AAA)": unset: the example value applies by default — set the variable to the operator's choice, this value included
        PUBLIC_ARBITRATION_RULES="Consumer Arbitration Rules": unset: the example value applies by default — set the variable to the operator's choice, this value included
        PUBLIC_ARBITRATION_RULES_URL="https://www.adr.org/consumer": unset: the example value applies by default — set the variable to the operator's choice, this value included",
        "stopped": true,
      }
    `);
  });

  it('lets a production build keep them when the override says they are intended', () => {
    expect(printed({ ...signup, PRODUCTION_BUILD: '1', ALLOW_EXAMPLE_SETTINGS: '1' })).toEqual({
      stopped: false,
      output: expect.stringMatching(
        /^11 findings for a production build\. ALLOW_EXAMPLE_SETTINGS=1 keeps the example values/,
      ) as unknown,
    });
  });

  it('refuses the toll-free number for privacy requests at its example value, which the Privacy Policy states', () => {
    const { PUBLIC_PRIVACY_PHONE: _, ...withoutPhone } = operatorSettings;
    expect(printed({ ...withoutPhone, PRODUCTION_BUILD: '1' })).toEqual({
      stopped: true,
      output: expect.stringContaining(
        'PUBLIC_PRIVACY_PHONE="1-800-555-0100 (example number)": still the example value — set the variable to the operator\'s own',
      ) as unknown,
    });
  });

  it('says nothing once every setting is real, in production too', () => {
    expect(printed({ ...operatorSettings, PRODUCTION_BUILD: '1' })).toEqual({
      stopped: false,
      output: '',
    });
  });

  const legalGate: ProductionFinding = {
    file: 'content/legal/privacy.mdx',
    line: 5,
    problem: 'the Privacy Policy is too old',
    fix: 'start a new version',
    example: false,
  };

  it("refuses a legal gate's finding even with the override, in the same block as the example values", () => {
    expect(
      printed(
        {
          ...signup,
          PRODUCTION_BUILD: '1',
          ALLOW_EXAMPLE_SETTINGS: '1',
          PUBLIC_BRAND_NAME: 'Acme Rewards',
        },
        [legalGate],
      ),
    ).toMatchInlineSnapshot(`
      {
        "output": "One finding stops this production build: fix it.
        content/legal/privacy.mdx:5: the Privacy Policy is too old — start a new version
        PUBLIC_LEGAL_ENTITY="Pollfly, Inc.": still the example value — set the variable to the operator's own (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_POSTAL_ADDRESS="100 Example Street, Suite 200, San Francisco, CA 94105, United States": still the example value — set the variable to the operator's own (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_SUPPORT_EMAIL="support@pollfly.example": still the example value — set the variable to the operator's own (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_SITE_URL="https://www.pollfly.example": still the example value — set the variable to the operator's own (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_SURVEY_DATA_VALUE="$0.00 (example value)": still the example value — set the variable to the operator's own (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_SURVEY_DATA_VALUE_ES="$0.00 (valor de ejemplo)": still the example value — set the variable to the operator's own (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_PRIVACY_PHONE="1-800-555-0100 (example number)": still the example value — set the variable to the operator's own (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_ARBITRATION_PROVIDER="American Arbitration Association (AAA)": unset: the example value applies by default — set the variable to the operator's choice, this value included (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_ARBITRATION_RULES="Consumer Arbitration Rules": unset: the example value applies by default — set the variable to the operator's choice, this value included (kept: ALLOW_EXAMPLE_SETTINGS=1)
        PUBLIC_ARBITRATION_RULES_URL="https://www.adr.org/consumer": unset: the example value applies by default — set the variable to the operator's choice, this value included (kept: ALLOW_EXAMPLE_SETTINGS=1)",
        "stopped": true,
      }
    `);
  });

  it('passes a production build once the gates find nothing', () => {
    expect(printed({ ...operatorSettings, PRODUCTION_BUILD: '1' }, [])).toEqual({
      stopped: false,
      output: '',
    });
  });
});
