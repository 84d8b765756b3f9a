// Build variables, not site settings, so no `PUBLIC_` prefix.
export const PRODUCTION_VARIABLE = 'PRODUCTION_BUILD';
/** Lets a production build keep example settings on purpose (a demo or staging deployment). */
export const ALLOW_EXAMPLES_VARIABLE = 'ALLOW_EXAMPLE_SETTINGS';
export const PREVIEW_VARIABLE = 'PREVIEW';
export const PRODUCTION_BRANCH_VARIABLE = 'PRODUCTION_BRANCH';
export const HOST_BRANCH_VARIABLES = ['WORKERS_CI_BRANCH', 'CF_PAGES_BRANCH'] as const;

export interface BuildMode {
  production: boolean;
  allowExampleSettings: boolean;
  /** Never production, even with PRODUCTION_BUILD set, so a host builds every branch alike. */
  preview: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

const isSet = (value: string | undefined) =>
  ['1', 'true', 'yes'].includes(value?.trim().toLowerCase() ?? '');

function isBranchPreview(env: Env): boolean {
  const branch = HOST_BRANCH_VARIABLES.map((name) => env[name]?.trim()).find(Boolean);
  return branch !== undefined && branch !== (env[PRODUCTION_BRANCH_VARIABLE]?.trim() || 'main');
}

export function buildMode(env: Env): BuildMode {
  const preview = isSet(env[PREVIEW_VARIABLE]) || isBranchPreview(env);
  return {
    production: !preview && isSet(env[PRODUCTION_VARIABLE]),
    allowExampleSettings: isSet(env[ALLOW_EXAMPLES_VARIABLE]),
    preview,
  };
}
