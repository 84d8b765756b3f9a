/**
 * How this build is meant to be used, from build variables (not site settings, so no `PUBLIC_`
 * prefix). `npm run build:production` is the build that is deployed: it refuses what must never
 * go live, such as example company details, unless the override says they are intended.
 */

/** Set by `npm run build:production`. */
export const PRODUCTION_VARIABLE = 'PRODUCTION_BUILD';
/** Lets a production build keep example settings on purpose (a demo or staging deployment). */
export const ALLOW_EXAMPLES_VARIABLE = 'ALLOW_EXAMPLE_SETTINGS';
/** Marks a build as a preview of unpublished text (for a host whose branch this module cannot read). */
export const PREVIEW_VARIABLE = 'PREVIEW';
/** The branch the site is published from; a host's build of any other branch is a preview. */
export const PRODUCTION_BRANCH_VARIABLE = 'PRODUCTION_BRANCH';
/** The branch Cloudflare builds: Workers Builds, then Pages. */
export const HOST_BRANCH_VARIABLES = ['WORKERS_CI_BRANCH', 'CF_PAGES_BRANCH'] as const;

export interface BuildMode {
  production: boolean;
  allowExampleSettings: boolean;
  /**
   * A preview of a branch, such as a pull request's text before it is published: every page says
   * so in a banner and asks search engines not to index it. It is never a production build, even
   * with PRODUCTION_BUILD set, so the host can build every branch with one command: a draft is
   * not registered yet, which only a production build refuses.
   */
  preview: boolean;
}

/** Environment variables, as a build or a command reads them. */
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
