/**
 * How this build is meant to be used, from build variables (not site settings, so no `PUBLIC_`
 * prefix). `npm run build:production` is the build that is deployed: it refuses what must never
 * go live, such as example company details, unless the override says they are intended.
 */

/** Set by `npm run build:production`. */
export const PRODUCTION_VARIABLE = 'PRODUCTION_BUILD';
/** Lets a production build keep example settings on purpose (a demo or staging deployment). */
export const ALLOW_EXAMPLES_VARIABLE = 'ALLOW_EXAMPLE_SETTINGS';

export interface BuildMode {
  production: boolean;
  allowExampleSettings: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

const isSet = (value: string | undefined) =>
  ['1', 'true', 'yes'].includes(value?.trim().toLowerCase() ?? '');

export function buildMode(env: Env): BuildMode {
  return {
    production: isSet(env[PRODUCTION_VARIABLE]),
    allowExampleSettings: isSet(env[ALLOW_EXAMPLES_VARIABLE]),
  };
}
