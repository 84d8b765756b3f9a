/**
 * The settings the legal text quotes (who the company is, and operator facts such as the
 * estimated value of survey data) that still hold the example values the project ships with
 * ("Pollfly, Inc.", 100 Example Street, pollfly.example, "$0.00 (example value)"). Every build
 * lists them; a production build refuses them unless told the example values are intended.
 */
import {
  defaultSettings,
  legalFactSettings,
  settingVariables,
  type SiteSettings,
} from './settings';
import type { ProductionFinding } from './production-findings';

export function exampleSettings(site: SiteSettings): ProductionFinding[] {
  return legalFactSettings
    .filter((key) => site[key] === defaultSettings[key])
    .map((key) => ({
      where: `${settingVariables[key]}=${JSON.stringify(String(site[key]))}`,
      problem: 'still the example value',
      fix: "set the variable to the operator's own",
      example: true,
    }));
}
