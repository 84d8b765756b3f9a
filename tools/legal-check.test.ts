/**
 * `npm run legal:check` as a process, as GitHub Actions runs it: the build's lines and exit
 * status, and the annotations and job summary. Node runs it without a bundler, so only running
 * it proves that the build's checks load (tools/vite-imports.ts). In process: the shipped content
 * passes, and `--production` stops where a production build does.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { editorMistakes } from '../src/legal/check/content-mistakes.fixture';
import { legalCheck } from './legal/check-command';

const project = new URL('../', import.meta.url).pathname;
const [mistake] = editorMistakes;
let workspace: string;

beforeAll(async () => {
  // The project sits in a subfolder of the repository, so the annotations' paths must say so.
  workspace = await mkdtemp(join(tmpdir(), 'legal-check-cli-'));
  const root = join(workspace, 'site');
  await cp(join(project, 'content'), join(root, 'content'), { recursive: true });
  await mkdir(join(root, 'src'));
  await symlink(join(project, 'src/pages'), join(root, 'src/pages'));
  // The quote is a mistake in any version: no archiving needed.
  const file = join(root, `content/legal/${mistake!.document}.mdx`);
  await writeFile(
    file,
    (await readFile(file, 'utf8')).replace(mistake!.find, mistake!.replacement),
  );
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

it(
  'prints the build lines, exits 1, and marks the problem for GitHub',
  { timeout: 30_000 },
  async () => {
    const summaryFile = join(workspace, 'summary.md');
    const done = await promisify(execFile)(
      process.execPath,
      [join(project, 'tools/legal-check.ts')],
      {
        cwd: join(workspace, 'site'),
        env: {
          ...process.env,
          LEGAL_CONTENT_DIR: '',
          GITHUB_ACTIONS: 'true',
          GITHUB_WORKSPACE: workspace,
          GITHUB_STEP_SUMMARY: summaryFile,
        },
      },
    ).catch((error: { stdout: string; stderr: string; code: number }) => error);
    expect('code' in done && done.code).toBe(1);
    expect(done.stderr).toBe(
      `One problem in the legal text (content/legal/README.md explains each message):\n${mistake!.report}\n`,
    );
    expect(done.stdout).toBe(
      '::error file=site/content/legal/privacy.mdx,line=2,title=Legal content check::a quote opened on this line is never closed — add the closing quote, or remove the opening one\n',
    );
    expect(await readFile(summaryFile, 'utf8')).toContain(
      '| site/content/legal/privacy.mdx:2 | a quote opened on this line is never closed |',
    );
  },
);

it('passes the shipped content, and refuses its example values with --production', async () => {
  const printed: string[] = [];
  const run = {
    cwd: project.replace(/\/$/, ''),
    legalDir: 'content/legal',
    env: { BUILD_DAY: '2026-11-26' },
    print: (line: string) => printed.push(line),
    printError: (text: string) => printed.push(text),
  };
  expect(await legalCheck({ ...run, production: false })).toBe(0);
  expect(printed).toEqual(['Every check the build runs passed: the build would go on.']);
  expect(await legalCheck({ ...run, production: true })).toBe(1);
  expect(printed[1]).toMatch(/^\d+ findings stop this production build/);
});
