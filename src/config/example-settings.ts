/**
 * The settings that identify the company to the public and still hold the example values the
 * project ships with ("Pollfly, Inc.", 100 Example Street, pollfly.example). Every build lists
 * them; a production build refuses them unless told the example values are intended.
 */
import { ALLOW_EXAMPLES_VARIABLE, PRODUCTION_VARIABLE } from './build-mode';
import { defaultSettings, legalFactSettings, settingVariables, type SiteSettings } from './settings';


export interface ExampleSetting {
  variable: string;
  value: string;
}

export function exampleSettings(site: SiteSettings): ExampleSetting[] {
  return legalFactSettings.filter((key) => site[key] === defaultSettings[key]).map((key) => ({ variable: settingVariables[key], value: String(site[key]) }));
}

/** The one block every build prints: a line per setting, by the variable that sets it. */
export function exampleSettingsReport(examples: readonly ExampleSetting[], refused: boolean): { summary: string; lines: string[] } {
  const count = examples.length === 1 ? 'One setting still has its example value' : `${examples.length} settings still have their example values`;
  const fix = refused
    ? `A production build refuses them: set each variable, or set ${ALLOW_EXAMPLES_VARIABLE}=1 if the example values are intended.`
    : `Set each variable before deploying: a production build (${PRODUCTION_VARIABLE}=1, npm run build:production) refuses them.`;
  return { summary: `${count}. ${fix}`, lines: examples.map(({ variable, value }) => `  ${variable}=${JSON.stringify(value)}`) };
}
