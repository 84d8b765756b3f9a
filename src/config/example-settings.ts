/**
 * The settings the legal text quotes (who the company is, and operator facts such as the
 * estimated value of survey data) that still hold the example values the project ships with
 * ("Pollfly, Inc.", 100 Example Street, pollfly.example, "$0.00 (example value)"), or a value
 * that reads like an example all the same. Every build lists them; a production build refuses
 * them unless told the example values are intended.
 */
import type { Env } from './build-mode';
import {
  defaultSettings,
  legalFactSettings,
  settingVariables,
  type SiteSettings,
} from './settings.ts';
import type { ProductionFinding } from './production-findings';

/**
 * Why an operator's fact reads like an example rather than a real value, or `undefined`: the word
 * (and so a reserved `.example` domain), a telephone number reserved for fiction, a number of
 * nothing but zeros. The settings and the programmes' fields are read alike.
 */
export function exampleLook(value: string): string | undefined {
  if (/example/i.test(value)) return 'reads like an example (it says "example")';
  if (/555[ .-]?01\d\d\b/.test(value))
    return 'reads like an example (555-0100 to 555-0199 are reserved for fiction)';
  if (/\d/.test(value) && !/[1-9]/.test(value))
    return 'reads like an example (its digits are all zeros)';
  return undefined;
}

/**
 * The settings whose example is a real, valid choice an operator may make deliberately: the
 * American Arbitration Association, its Consumer Arbitration Rules and their page. They are
 * refused while their variable is unset (the example stands by default, chosen by no one), not
 * when the operator sets them to that same value; a value that reads like an example is refused
 * all the same.
 */
export const realExampleSettings = [
  'arbitrationProvider',
  'arbitrationRules',
  'arbitrationRulesUrl',
] as const satisfies readonly (typeof legalFactSettings)[number][];

const isRealExample = (key: string): key is (typeof realExampleSettings)[number] =>
  (realExampleSettings as readonly string[]).includes(key);

/**
 * The legal facts a production build refuses, read from `site` as parsed from `env` (whose unset
 * variables tell a default from a value the operator chose).
 */
export function exampleSettings(site: SiteSettings, env: Env): ProductionFinding[] {
  return legalFactSettings.flatMap((key) => {
    const value = String(site[key]);
    const variable = settingVariables[key];
    const unset = !env[variable]?.trim();
    const problem = isRealExample(key)
      ? unset
        ? 'unset: the example value applies by default'
        : exampleLook(value)
      : site[key] === defaultSettings[key]
        ? 'still the example value'
        : exampleLook(value);
    return problem
      ? [
          {
            setting: `${variable}=${JSON.stringify(value)}`,
            problem,
            fix:
              isRealExample(key) && unset
                ? "set the variable to the operator's choice, this value included"
                : "set the variable to the operator's own",
            example: true,
          },
        ]
      : [];
  });
}
