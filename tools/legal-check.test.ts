/**
 * `npm run legal:check` as a process, as GitHub Actions runs it: the build's lines and exit
 * status, and the annotations and job summary. Node runs it without a bundler, so only running
 * it proves that the build's checks load (tools/vite-imports.ts). In process: the editors'
 * fixture folder passes, and `--production` stops where a production build does.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CHECK_DAY,
  editorMistakes,
  mistakenFolder,
  publishedFolder,
  writeSources,
} from '../src/legal/check/content-mistakes.fixture';
import { legalCheck } from './legal/check-command';

const project = new URL('../', import.meta.url).pathname;
const [mistake] = editorMistakes;
let workspace: string;

beforeAll(async () => {
  // The project sits in a subfolder of the repository, so the annotations' paths must say so.
  workspace = await mkdtemp(join(tmpdir(), 'legal-check-cli-'));
  const root = join(workspace, 'site');
  await writeSources(root, mistakenFolder(mistake!));
  await mkdir(join(root, 'src'));
  await symlink(join(project, 'src/pages'), join(root, 'src/pages'));
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
          BUILD_DAY: CHECK_DAY,
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

it('passes a folder without mistakes, and refuses the example settings with --production', async () => {
  const cwd = join(workspace, 'published');
  await writeSources(cwd, publishedFolder());
  await mkdir(join(cwd, 'src'));
  await symlink(join(project, 'src/pages'), join(cwd, 'src/pages'));
  const printed: string[] = [];
  const run = {
    cwd,
    legalDir: 'content/legal',
    env: { BUILD_DAY: CHECK_DAY },
    print: (line: string) => printed.push(line),
    printError: (text: string) => printed.push(text),
  };
  expect(await legalCheck({ ...run, production: false })).toBe(0);
  expect(printed).toEqual(['Every check the build runs passed: the build would go on.']);
  expect(await legalCheck({ ...run, production: true })).toBe(1);
  expect(printed[1]).toMatch(/^\d+ findings stop this production build/);
});
