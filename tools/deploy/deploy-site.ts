// The deploy: gates, production build, `wrangler deploy`, live check; a failure keeps the old site.
import { buildMode, PRODUCTION_BRANCH_VARIABLE, type Env } from '../../src/config/build-mode.ts';
import type { LiveCheck } from './live-check.ts';

export const ISSUE_TITLE = 'The site was not deployed';

/** Each secret, and the one command given it: the build and its dependencies see none. */
const SECRETS: Readonly<Record<string, string>> = {
  CLOUDFLARE_API_TOKEN: 'wrangler',
  CLOUDFLARE_ACCOUNT_ID: 'wrangler',
  GH_TOKEN: 'gh',
};

/** The environment `command` runs in: `env` without the secrets meant for other commands. */
export const commandEnv = (command: readonly string[], env: Env): Env =>
  Object.fromEntries(
    Object.entries(env).filter(([name]) => (SECRETS[name] ?? command[0]) === command[0]),
  );

export interface Deployment {
  env: Env;
  /** Runs a command with its output shown as it comes; resolves to its exit code and output. */
  run: (command: readonly string[]) => Promise<{ code: number; output: string }>;
  liveCheck: (site: string) => Promise<LiveCheck>;
  /** Waits before the live check is tried again: the host may take seconds to serve a new deploy. */
  wait: () => Promise<void>;
  summary: (markdown: string) => Promise<void>;
  say: (line: string) => void;
}

const LIVE_CHECK_TRIES = 6;
const tail = (output: string) => output.trimEnd().split('\n').slice(-40).join('\n');

/** Resolves to the exit status: 0 once the live site shows today's build. */
export async function deploySite(deployment: Deployment): Promise<number> {
  const { env, run, say } = deployment;
  const fail = async (what: string, output: string, next: string) => {
    const log = env['GITHUB_RUN_ID']
      ? `${env['GITHUB_SERVER_URL']}/${env['GITHUB_REPOSITORY']}/actions/runs/${env['GITHUB_RUN_ID']}`
      : undefined;
    const report = `**${what}.** The site keeps the version deployed before.\n\n\`\`\`\n${tail(output)}\n\`\`\`\n\n${next}${log ? `\n\nThe run: ${log}` : ''}\n`;
    say(`${what}.`);
    await deployment.summary(`## ${ISSUE_TITLE}\n\n${report}`);
    await tellOperator(deployment, report);
    return 1;
  };

  const branch = env['GITHUB_REF_NAME'];
  const production = env[PRODUCTION_BRANCH_VARIABLE]?.trim() || 'main';
  if (branch && branch !== production)
    return fail(
      `Refused to deploy the branch ${branch}`,
      `only ${production} is deployed as the site`,
      `Run the workflow on ${production}, or set ${PRODUCTION_BRANCH_VARIABLE} to the branch that is.`,
    );
  if (buildMode({ ...env, PRODUCTION_BUILD: '1' }).preview)
    return fail(
      'Refused to deploy a preview build',
      'PREVIEW or a host branch variable makes this build a preview of unpublished text',
      'Unset them in the deploy workflow: a preview is never the site.',
    );

  const gates = await run(['npm', 'run', '--silent', 'legal:check', '--', '--production']);
  if (gates.code !== 0)
    return fail(
      'The production build was refused',
      gates.output,
      'Fix each line (docs/deploying.md, "The production build", says what each one needs), then run the deploy workflow again or push the fix.',
    );
  const build = await run(['npm', 'run', '--silent', 'build:production']);
  if (build.code !== 0)
    return fail(
      'The production build failed',
      build.output,
      'Its last lines are above; the whole log is in the run.',
    );
  const deploy = await run(['wrangler', 'deploy']);
  if (deploy.code !== 0)
    return fail(
      '`wrangler deploy` failed',
      deploy.output,
      'Check the CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID secrets (docs/deploying.md, "Deploying from GitHub").',
    );

  const site = env['PUBLIC_SITE_URL'];
  if (!site) {
    say('Deployed. PUBLIC_SITE_URL is not set, so the live site was not checked.');
    return 0;
  }
  let live = await deployment.liveCheck(site);
  for (let tries = 1; !live.ok && tries < LIVE_CHECK_TRIES; tries++) {
    await deployment.wait();
    live = await deployment.liveCheck(site);
  }
  if (!live.ok)
    return fail(
      'The deployed site does not show today',
      live.line,
      'The deploy succeeded but the address does not serve it: check the domain routes to this Worker, and that PUBLIC_SITE_URL is its address.',
    );
  say(live.line);
  await deployment.summary(`## Deployed\n\n${live.line}\n`);
  return 0;
}

/** Comments on the open issue with the title, or opens it; a failure here is said, not thrown. */
async function tellOperator({ run, say }: Deployment, body: string) {
  const open = await run([
    ...['gh', 'issue', 'list', '--state', 'open', '--search', `"${ISSUE_TITLE}" in:title`],
    ...['--json', 'number', '--jq', '.[].number'],
  ]);
  const [number] = open.output.match(/\d+/) ?? [];
  const told =
    open.code === 0 &&
    (
      await run(
        number
          ? ['gh', 'issue', 'comment', number, '--body', body]
          : ['gh', 'issue', 'create', '--title', ISSUE_TITLE, '--body', body],
      )
    ).code === 0;
  if (!told) say('Could not open or comment on the issue for the operator (gh failed above).');
}
