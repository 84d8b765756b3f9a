/**
 * The deploy step as the workflow runs it, `node tools/deploy.ts`, with a fake `npm`, `wrangler`
 * and `gh` on PATH that record what they were asked, and a local site for the live check: a
 * refused build deploys nothing and tells the operator once; a good one deploys and is checked.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { dayIn } from '../../src/lib/dates';
import { commandEnv, deploySite, ISSUE_TITLE, type Deployment } from './deploy-site';
import { statusServer, type StatusServer } from './status-server.fixture';

const project = new URL('../../', import.meta.url).pathname;
let temp: string;
let site: StatusServer;

/** A command that logs its arguments, then acts as the test's variables say. */
const fake = (name: string, body: string) =>
  writeFile(
    join(temp, 'bin', name),
    `#!${process.execPath}\nconst args = process.argv.slice(2);\nrequire('node:fs').appendFileSync(process.env.FAKE_LOG, JSON.stringify(['${name}', ...args]) + '\\n');\n${body}\n`,
  ).then(() => chmod(join(temp, 'bin', name), 0o755));

const calls = async () =>
  (await readFile(join(temp, 'calls.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as string[]).slice(0, 3).join(' '));

async function deploy(env: Record<string, string>) {
  const done = await promisify(execFile)(process.execPath, [join(project, 'tools/deploy.ts')], {
    cwd: temp,
    env: {
      PATH: `${join(temp, 'bin')}:${process.env['PATH']}`,
      FAKE_LOG: join(temp, 'calls.log'),
      GITHUB_STEP_SUMMARY: join(temp, 'summary.md'),
      GITHUB_REF_NAME: 'main',
      PUBLIC_SITE_URL: site.origin,
      CLOUDFLARE_API_TOKEN: 'token',
      CLOUDFLARE_ACCOUNT_ID: 'account',
      GH_TOKEN: 'github',
      ...env,
    },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
  return { ...done, summary: await readFile(join(temp, 'summary.md'), 'utf8').catch(() => '') };
}

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'deploy-'));
  site = await statusServer();
  await mkdir(join(temp, 'bin'));
  await fake(
    'npm',
    `if (process.env.CLOUDFLARE_API_TOKEN || process.env.GH_TOKEN) { console.error('a secret reached npm'); process.exit(3); }\nif (args.includes('legal:check') && process.env.FAKE_REFUSE) { console.error('1 finding stops this production build:\\n  PUBLIC_SITE_URL="https://www.pollfly.example": still the example value'); process.exit(1); }`,
  );
  await fake(
    'wrangler',
    `if (process.env.FAKE_WRANGLER_FAILS || !process.env.CLOUDFLARE_API_TOKEN) process.exit(1);`,
  );
  await fake(
    'gh',
    `if (args[1] === 'list' && process.env.FAKE_OPEN_ISSUE) console.log(process.env.FAKE_OPEN_ISSUE);`,
  );
});

beforeEach(async () => {
  await rm(join(temp, 'calls.log'), { force: true });
  await rm(join(temp, 'summary.md'), { force: true });
  site.serve({
    format: 1,
    builtFor: dayIn(new Date(), 'America/New_York'),
    timeZone: 'America/New_York',
    nextChange: null,
  });
});

afterAll(async () => {
  await site.close();
  await rm(temp, { recursive: true, force: true });
});

it('deploys a build the gates pass, then finds it live', { timeout: 30_000 }, async () => {
  const done = await deploy({});
  expect(done.code).toBe(0);
  expect(await calls()).toEqual(['npm run --silent', 'npm run --silent', 'wrangler deploy']);
  expect(done.summary).toMatch(
    /^## Deployed\n\nThe site at http:\/\/127\.0\.0\.1:\d+ is built for today/,
  );
});

it(
  'deploys nothing after a refusal, and opens one issue with the refusal, or comments on the open one',
  { timeout: 30_000 },
  async () => {
    const refused = await deploy({ FAKE_REFUSE: '1' });
    expect(refused.code).toBe(1);
    expect(await calls()).toEqual(['npm run --silent', 'gh issue list', 'gh issue create']);
    expect(refused.summary).toContain(
      `## ${ISSUE_TITLE}\n\n**The production build was refused.** The site keeps the version deployed before.`,
    );
    expect(refused.summary).toContain(
      '  PUBLIC_SITE_URL="https://www.pollfly.example": still the example value',
    );
    const created = (await readFile(join(temp, 'calls.log'), 'utf8')).trim().split('\n').at(-1)!;
    expect(JSON.parse(created)).toEqual([
      'gh',
      'issue',
      'create',
      '--title',
      ISSUE_TITLE,
      '--body',
      expect.stringContaining('still the example value'),
    ]);

    await rm(join(temp, 'calls.log'));
    expect((await deploy({ FAKE_REFUSE: '1', FAKE_OPEN_ISSUE: '7' })).code).toBe(1);
    expect((await calls()).at(-1)).toBe('gh issue comment');
    expect(
      (
        JSON.parse(
          (await readFile(join(temp, 'calls.log'), 'utf8')).trim().split('\n').at(-1)!,
        ) as string[]
      ).slice(0, 4),
    ).toEqual(['gh', 'issue', 'comment', '7']);
  },
);

it(
  'says so when wrangler fails, and deploys nothing from another branch',
  { timeout: 30_000 },
  async () => {
    const failed = await deploy({ FAKE_WRANGLER_FAILS: '1' });
    expect(failed.code).toBe(1);
    expect(failed.summary).toContain('**`wrangler deploy` failed.**');
    await rm(join(temp, 'calls.log'));
    const branch = await deploy({ GITHUB_REF_NAME: 'legal/terms-2027-06-01' });
    expect(branch.code).toBe(1);
    expect(branch.summary).toContain('**Refused to deploy the branch legal/terms-2027-06-01.**');
    expect(await calls()).toEqual(['gh issue list', 'gh issue create']);
  },
);

it('tries the live site again while it shows yesterday, then fails with the live check’s line', async () => {
  const checked: string[] = [];
  const said: string[] = [];
  const deployment: Deployment = {
    env: { PUBLIC_SITE_URL: 'https://www.example.com' },
    run: (command) => Promise.resolve({ code: 0, output: command.includes('list') ? '' : 'ok' }),
    liveCheck: (address) => {
      checked.push(address);
      return Promise.resolve({
        ok: false,
        line: 'The site at https://www.example.com was built for November 27, 2026, …',
      });
    },
    wait: () => Promise.resolve(),
    summary: (markdown) => Promise.resolve(void said.push(markdown)),
    say: () => undefined,
  };
  expect(await deploySite(deployment)).toBe(1);
  expect(checked).toHaveLength(6);
  expect(said[0]).toContain('**The deployed site does not show today.**');
  expect(said[0]).toContain(
    'The site at https://www.example.com was built for November 27, 2026, …',
  );
});

it('gives each secret to the one command that needs it, and none to the build', () => {
  const env = {
    PATH: '/bin',
    PUBLIC_SITE_URL: 'https://www.example.com',
    CLOUDFLARE_API_TOKEN: 't',
    CLOUDFLARE_ACCOUNT_ID: 'a',
    GH_TOKEN: 'g',
  };
  expect(commandEnv(['npm', 'run', 'build:production'], env)).toEqual({
    PATH: '/bin',
    PUBLIC_SITE_URL: 'https://www.example.com',
  });
  expect(Object.keys(commandEnv(['wrangler', 'deploy'], env))).toEqual([
    'PATH',
    'PUBLIC_SITE_URL',
    'CLOUDFLARE_API_TOKEN',
    'CLOUDFLARE_ACCOUNT_ID',
  ]);
  expect(Object.keys(commandEnv(['gh', 'issue', 'list'], env))).toEqual([
    'PATH',
    'PUBLIC_SITE_URL',
    'GH_TOKEN',
  ]);
});
