/**
 * The production check: every build lists, in one block, the settings still at their example
 * values and the other gates' findings; a production build refuses them, and the override keeps
 * only example values, never a legal gate's finding.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, expect, it, vi } from 'vitest';
import { buildMode } from '../config/build-mode';
import { exampleSettings } from '../config/example-settings';
import { parseSiteSettings } from '../config/settings';
import { settingsWarnings } from './settings-warnings';
import type { ProductionFinding } from '../config/production-findings';
import { operatorSettings } from '../config/operator-settings.fixture';

/** Vitest's matcher for text containing `part`, typed as the opaque expected value it is (Vitest declares it `any`). */
const containing = (part: string): unknown => expect.stringContaining(part);

const signup = { PUBLIC_SIGNUP_URL: 'https://app.acme.test/join' };
const real = { ...signup, ...operatorSettings };

function runBuildStart(env: Record<string, string>, gates: ProductionFinding[] = []) {
  const messages: string[] = [];
  const logger = {
    warn: (message: string) => messages.push(`warn: ${message}`),
    error: (message: string) => messages.push(`error: ${message}`),
  } as unknown as AstroIntegrationLogger;
  const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  const site = parseSiteSettings(env);
  const hook = settingsWarnings(site, buildMode(env), () => [
    ...exampleSettings(site, env),
    ...gates,
  ]).hooks['astro:build:start'] as (options: { logger: AstroIntegrationLogger }) => void;
  let stopped = false;
  try {
    hook({ logger });
  } catch (error) {
    stopped = String(error) === 'Error: exit 1';
    if (!stopped) throw error;
  } finally {
    exit.mockRestore();
  }
  return { stopped, output: messages.join('\n') };
}

afterEach(() => vi.restoreAllMocks());

it('lists every example setting by its variable, in one block, on an ordinary build', () => {
  expect(
    runBuildStart({
      ...signup,
      PUBLIC_BRAND_NAME: 'Acme Rewards',
      PUBLIC_SITE_URL: 'https://acme.test',
    }),
  ).toMatchInlineSnapshot(`
    {
      "output": "warn: 9 findings for a production build. Fix each before deploying: a production build (PRODUCTION_BUILD=1, npm run build:production) refuses them.
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
  expect(runBuildStart({ ...signup, PRODUCTION_BUILD: '1' })).toMatchInlineSnapshot(`
    {
      "output": "error: 11 findings stop this production build: fix each one (or set ALLOW_EXAMPLE_SETTINGS=1 if the example values are intended).
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
  expect(
    runBuildStart({ ...signup, PRODUCTION_BUILD: '1', ALLOW_EXAMPLE_SETTINGS: '1' }),
  ).toMatchObject({
    stopped: false,
    output: containing(
      '11 findings for a production build. ALLOW_EXAMPLE_SETTINGS=1 keeps the example values',
    ),
  });
});

it('refuses the toll-free number for privacy requests at its example value, which the Privacy Policy states', () => {
  const { PUBLIC_PRIVACY_PHONE: _, ...withoutPhone } = real;
  expect(runBuildStart({ ...withoutPhone, PRODUCTION_BUILD: '1' })).toEqual({
    stopped: true,
    output: containing(
      'PUBLIC_PRIVACY_PHONE="1-800-555-0100 (example number)": still the example value — set the variable to the operator\'s own',
    ),
  });
});

it('says nothing once every setting is real, in production too', () => {
  expect(runBuildStart({ ...real, PRODUCTION_BUILD: '1' })).toEqual({ stopped: false, output: '' });
});

it(
  'npm run build:production stops before building anything while the example values are set',
  { timeout: 60_000 },
  async () => {
    const result = await promisify(execFile)(
      'npm',
      ['run', '-s', 'build:production', '--', '--outDir', '.e2e/production-check'],
      {
        cwd: new URL('../../', import.meta.url).pathname,
        // Missing translations have their own test (src/legal/translations/missing-translations.test.ts).
        env: { ...process.env, NO_COLOR: '1', PUBLIC_LEGAL_UNTRANSLATED: 'es' },
      },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    const output = `${result.stdout}${result.stderr}`;
    expect('code' in result && result.code).toBe(1);
    // The count depends on the legal texts of the day; the example settings and registrations are always among them.
    expect(output).toMatch(
      /\[ERROR\] \[site-settings\] \d+ findings stop this production build: fix each one\./,
    );
    expect(output).toContain('PUBLIC_BRAND_NAME="Pollfly": still the example value');
    expect(output).toContain(
      'content/promotions/daily-cash-2027.yaml:58: the New York registration (NY-EXAMPLE-0000,',
    );
    expect(output).not.toMatch(/Stack trace|unhandled error/i);
  },
);

const legalGate: ProductionFinding = {
  where: 'content/legal/privacy.mdx:5',
  problem: 'the Privacy Policy is too old',
  fix: 'start a new version',
  example: false,
};

it("refuses a legal gate's finding even with the override, in the same block as the example values", () => {
  expect(
    runBuildStart(
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
      "output": "error: One finding stops this production build: fix it.
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
  expect(runBuildStart({ ...real, PRODUCTION_BUILD: '1' }, [])).toEqual({
    stopped: false,
    output: '',
  });
});
