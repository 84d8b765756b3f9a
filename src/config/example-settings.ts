// The settings the legal text quotes that still hold, or look like, the shipped example values.
import type { Env } from './build-mode';
import {
  defaultSettings,
  legalFactSettings,
  settingVariables,
  type SiteSettings,
} from './settings.ts';
import type { ProductionFinding } from './production-findings';

export function exampleLook(value: string): string | undefined {
  if (/example/i.test(value)) return 'reads like an example (it says "example")';
  if (/555[ .-]?01\d\d\b/.test(value))
    return 'reads like an example (555-0100 to 555-0199 are reserved for fiction)';
  if (/\d/.test(value) && !/[1-9]/.test(value))
    return 'reads like an example (its digits are all zeros)';
  return undefined;
}

/** Examples an operator may choose deliberately, so refused only while their variable is unset. */
export const realExampleSettings = [
  'arbitrationProvider',
  'arbitrationRules',
  'arbitrationRulesUrl',
] as const satisfies readonly (typeof legalFactSettings)[number][];

const isRealExample = (key: string) => (realExampleSettings as readonly string[]).includes(key);

export const exampleSettings = (site: SiteSettings, env: Env): ProductionFinding[] =>
  legalFactSettings.flatMap((key) => {
    const value = String(site[key]);
    const variable = settingVariables[key];
    const defaulted = isRealExample(key) && !env[variable]?.trim();
    const problem = defaulted
      ? 'unset: the example value applies by default'
      : !isRealExample(key) && site[key] === defaultSettings[key]
        ? 'still the example value'
        : exampleLook(value);
    if (!problem) return [];
    const fix = defaulted
      ? "set the variable to the operator's choice, this value included"
      : "set the variable to the operator's own";
    return [{ setting: `${variable}=${JSON.stringify(value)}`, problem, fix, example: true }];
  });
