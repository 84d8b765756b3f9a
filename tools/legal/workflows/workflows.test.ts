/**
 * The legal workflows' steps as GitHub runs them, offline: in a temporary git repository holding
 * the editors' fixture folder, with a bare repository as `origin`, the event in a file at
 * `GITHUB_EVENT_PATH`, and a fake `gh` on PATH that records what it was asked to do. The steps run
 * in the test's process; the refusals run the scripts themselves, as the workflows do.
 */
import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import {
  CHECK_DAY,
  nextVersion,
  publishedFolder,
  replaceOnce,
  writeSources,
} from '../../../src/legal/check/content-mistakes.fixture';
import { readEvent } from './workflow-steps';
import {
  registerReady,
  startVersion,
  type ManualStart,
  type PullRequestEvent,
} from './version-steps';

// Each step runs the content check and a legal command as a process.
vi.setConfig({ testTimeout: 30_000 });

const project = new URL('../../../', import.meta.url).pathname;
const documents = ['privacy', 'terms', 'official-rules'];
let temp: string;
let repo: string;
let origin: string;

const git = async (...args: string[]) =>
  (await promisify(execFile)('git', ['-C', repo, ...args])).stdout.trim();
const originHas = async (branch: string) =>
  (await promisify(execFile)('git', ['-C', origin, 'branch', '--list', branch])).stdout.trim();
const ghCalls = async () =>
  (await readFile(join(temp, 'gh.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string[]);

/** Writes `event` where GitHub does, and reads it back as the scripts do. */
async function eventFile<Event>(event: Event): Promise<Event> {
  const file = join(temp, 'event.json');
  await writeFile(file, JSON.stringify(event));
  return readEvent<Event>(file);
}

const folder = () => ({ root: repo, legalDir: 'content/legal' });

/** Runs a workflow script in the repository with `event`, as the workflow does; its output and exit code. */
async function runScript(script: 'start-version' | 'register-ready', event: object) {
  await eventFile(event);
  return promisify(execFile)(
    process.execPath,
    [join(project, `tools/legal/workflows/${script}.ts`)],
    { cwd: repo, env: { ...process.env, GITHUB_EVENT_PATH: join(temp, 'event.json') } },
  ).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
}

const manualStart = (document: string): ManualStart => ({
  inputs: { document },
  repository: { default_branch: 'main' },
});

const readyForReview = async (branch: string, base: string): Promise<PullRequestEvent> => ({
  action: 'ready_for_review',
  pull_request: { head: { ref: branch }, base: { sha: await git('rev-parse', base) } },
});

const edit = async (file: string, change: (text: string) => string) =>
  writeFile(join(repo, file), change(await readFile(join(repo, file), 'utf8')));

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'legal-workflows-'));
  repo = join(temp, 'repo');
  origin = join(temp, 'origin.git');
  await mkdir(join(temp, 'bin'));
  await writeFile(
    join(temp, 'bin/gh'),
    `#!${process.execPath}\nrequire('node:fs').appendFileSync(process.env.GH_LOG, JSON.stringify(process.argv.slice(2)) + '\\n');\nconsole.log('https://github.com/example/site/pull/1');\n`,
  );
  await chmod(join(temp, 'bin/gh'), 0o755);
  await promisify(execFile)('git', ['init', '--quiet', '--bare', origin]);
  await writeSources(repo, publishedFolder());
  await cp(join(project, '.github'), join(repo, '.github'), { recursive: true });
  await git('init', '--quiet', '--initial-branch', 'main');
  await git('config', 'user.name', 'Legal workflow');
  await git('config', 'user.email', 'legal-workflow@example.com');
  await git('remote', 'add', 'origin', origin);
  await git('add', '.');
  await git('commit', '--quiet', '-m', 'Published documents');
  await git('push', '--quiet', 'origin', 'main');
});

beforeEach(() => {
  vi.stubEnv('PATH', `${join(temp, 'bin')}:${process.env['PATH']}`);
  vi.stubEnv('GH_LOG', join(temp, 'gh.log'));
  vi.stubEnv('LEGAL_CONTENT_DIR', '');
  vi.stubEnv('BUILD_DAY', CHECK_DAY);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(temp, { recursive: true, force: true });
});

it('"Start a new version" archives each document on a new branch and opens a draft pull request', async () => {
  for (const [index, document] of documents.entries()) {
    await git('switch', '--quiet', 'main');
    const inForce = /^date: (\S+)$/m.exec(
      await readFile(join(repo, `content/legal/${document}.mdx`), 'utf8'),
    )![1]!;
    const branch = `legal/${document}-${CHECK_DAY}`;
    const done = await startVersion(folder(), await eventFile(manualStart(document)));
    expect(done[0]).toBe(`Opened https://github.com/example/site/pull/1 on the branch ${branch}.`);
    expect(await git('branch', '--show-current')).toBe(branch);
    expect(await originHas(branch)).toContain(branch);
    expect(await git('log', '-1', '--format=%s')).toBe(
      `Start a new version of ${document}: archive the version in force`,
    );
    expect(await git('show', '--name-status', '--format=', 'HEAD')).toBe(
      `A\tcontent/legal/archive/${document}/${inForce}.mdx`,
    );
    expect(await git('status', '--porcelain')).toBe('');
    const call = (await ghCalls())[index]!;
    expect(call.slice(0, 7)).toEqual([
      'pr',
      'create',
      '--draft',
      '--base',
      'main',
      '--head',
      branch,
    ]);
    expect(call.at(-1)).toContain(`content/legal/${document}.mdx`);
    expect(call.at(-1)).toContain('### The reviewers check');
  }
});

it('marking the pull request ready registers the final text and commits it to the branch', async () => {
  const branch = `legal/terms-${CHECK_DAY}`;
  await git('switch', '--quiet', branch);
  await edit('content/legal/terms.mdx', nextVersion);
  await git('commit', '--quiet', '-am', 'Terms: the new version');
  const edited = await git('rev-parse', 'HEAD');
  const done = await registerReady(folder(), await eventFile(await readyForReview(branch, 'main')));
  expect(done.at(-1)).toBe(`Committed the register to ${branch}.`);
  expect(await git('rev-parse', 'HEAD~1')).toBe(edited);
  expect(await git('log', '-1', '--format=%s')).toBe('Register the final text of terms');
  expect(await git('show', '--name-status', '--format=', 'HEAD')).toBe(
    'M\tcontent/legal/register.json',
  );
  expect(await git('show', 'HEAD:content/legal/register.json')).toContain(
    `"published": "${CHECK_DAY}"`,
  );
  expect(await git('-C', origin, 'rev-parse', branch)).toBe(await git('rev-parse', 'HEAD'));
});

it('a pull request event other than "ready for review" registers nothing', async () => {
  const event = { action: 'synchronize', pull_request: { head: { ref: 'x' }, base: { sha: 'x' } } };
  expect(await registerReady(folder(), await eventFile(event))).toEqual([
    'The pull request was synchronize, not marked ready for review: nothing to register.',
  ]);
});

it('refuses a document with mistakes, writing nothing: no branch, no pull request, no commit', async () => {
  await git('switch', '--quiet', 'main');
  await edit('content/legal/privacy.mdx', (text) => replaceOnce(text, '{#links}', '{#cookies}'));
  await git('commit', '--quiet', '-am', 'A mistake');
  const calls = (await ghCalls()).length;
  const started = await runScript('start-version', manualStart('privacy'));
  expect(started.code).toBe(1);
  expect(started.output).toContain('Started nothing: privacy has a problem to fix first');
  expect(started.output).toContain('the id "cookies" is already used');
  expect(await git('branch', '--show-current')).toBe('main');
  expect(await git('status', '--porcelain')).toBe('');
  expect(await ghCalls()).toHaveLength(calls);

  const branch = `legal/official-rules-${CHECK_DAY}`;
  await git('switch', '--quiet', branch);
  await edit('content/legal/official-rules.mdx', (text) =>
    replaceOnce(nextVersion(text), '</InShort>', '</InShort>\n\n<InShort></InShort>'),
  );
  await git('commit', '--quiet', '-am', 'Official Rules: the new version, with a mistake');
  const head = await git('rev-parse', 'HEAD');
  const registered = await runScript('register-ready', await readyForReview(branch, 'main~1'));
  expect(registered.code).toBe(1);
  expect(registered.output).toContain('Registered nothing: official-rules has a problem');
  expect(await git('rev-parse', 'HEAD')).toBe(head);
  expect(await git('status', '--porcelain')).toBe('');
});
