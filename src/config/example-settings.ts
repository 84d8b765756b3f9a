/**
 * The settings the legal text quotes (who the company is, and operator facts such as the
 * estimated value of survey data) that still hold the example values the project ships with
 * ("Pollfly, Inc.", 100 Example Street, pollfly.example, "$0.00 (example value)"), or a value
 * that reads like an example all the same. Every build lists them; a production build refuses
 * them unless told the example values are intended.
 */
import {
  defaultSettings,
  legalFactSettings,
  settingVariables,
  type SiteSettings,
} from './settings';
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

export function exampleSettings(site: SiteSettings): ProductionFinding[] {
  return legalFactSettings.flatMap((key) => {
    const value = String(site[key]);
    const problem =
      site[key] === defaultSettings[key] ? 'still the example value' : exampleLook(value);
    return problem
      ? [
          {
            where: `${settingVariables[key]}=${JSON.stringify(value)}`,
            problem,
            fix: "set the variable to the operator's own",
            example: true,
          },
        ]
      : [];
  });
}
