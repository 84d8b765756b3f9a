/**
 * What the terminal shows when a lawyer's mistake stops a real build: the problem lines and
 * nothing that reads like a crash (no "unhandled error" banner, no stack trace).
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const run = promisify(execFile);
const project = new URL('../../../', import.meta.url).pathname;
let legalDir: string;

beforeAll(async () => {
  legalDir = await mkdtemp(join(tmpdir(), 'legal-build-'));
  await cp(join(project, 'content/legal'), legalDir, { recursive: true });
  const privacy = join(legalDir, 'privacy.mdx');
  await writeFile(
    privacy,
    (await readFile(privacy, 'utf8')).replace('title: Privacy Policy', 'title: "Privacy Policy'),
  );
});

afterAll(async () => {
  await rm(legalDir, { recursive: true, force: true });
});

it(
  'stops the build with the one problem, as one line, and no stack trace',
  { timeout: 60_000 },
  async () => {
    const result = await run(
      process.execPath,
      [
        join(project, 'node_modules/astro/bin/astro.mjs'),
        'build',
        '--outDir',
        join(legalDir, 'dist'),
      ],
      {
        cwd: project,
        env: { ...process.env, LEGAL_CONTENT_DIR: legalDir, NO_COLOR: '1', FORCE_COLOR: '0' },
      },
    ).then(
      () => ({ code: 0, output: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: `${error.stdout}${error.stderr}`,
      }),
    );
    const lines = result.output
      .split('\n')
      .filter((line) => line && !line.startsWith('npm warn'))
      .map((line) => line.replace(/^\d\d:\d\d:\d\d /, '').replaceAll(legalDir, '<legal>'));
    expect(result.code).toBe(1);
    expect(lines).toEqual([
      '[ERROR] [legal-content-check] One problem in the legal text (content/legal/README.md explains each message):',
      '<legal>/privacy.mdx:2: a quote opened on this line is never closed — add the closing quote, or remove the opening one',
    ]);
  },
);
