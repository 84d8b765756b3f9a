/**
 * Each legal command as an editor runs it: `node tools/legal-*.ts` on a temporary copy of the
 * shipped folder, in a git repository of its own. The commands load `src/` files directly with
 * Node, without a bundler, which works only while every file they reach imports with a `.ts`
 * extension; Vitest resolves imports without one, so only running the commands proves it.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';

const project = new URL('../../', import.meta.url).pathname;
const TERMS = 'content/legal/terms.mdx';
let root: string;
/** The day of the Terms' version in force, as shipped. */
let inForce: string;

/** Runs `npm run legal:<name> -- …args` as npm would, in the copy; the output and exit code, hashes elided. */
async function run(name: 'archive' | 'register' | 'correct', ...args: string[]): Promise<string> {
  const env = { ...process.env, LEGAL_CONTENT_DIR: '' };
  const done = await promisify(execFile)(
    process.execPath,
    [join(project, `tools/legal-${name}.ts`), ...args],
    { cwd: root, env },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
  const output = `${done.stdout}${done.stderr}`
    .replaceAll(inForce, '<in force>')
    .replace(/[0-9a-f]{12}…/g, '<hash>…');
  return 'code' in done ? `exit ${done.code}: ${output}` : output;
}

const git = (...args: string[]) =>
  promisify(execFile)('git', [
    '-C',
    root,
    '-c',
    'user.name=Test',
    '-c',
    'user.email=test@example.com',
    ...args,
  ]);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-commands-'));
  await cp(join(project, 'content/legal'), join(root, 'content/legal'), { recursive: true });
  await git('init', '--quiet');
  await git('add', '.');
  await git('commit', '--quiet', '-m', 'Published documents');
  inForce = /^date: (\S+)$/m.exec(await readFile(join(root, TERMS), 'utf8'))![1]!;
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

it('legal:archive refuses a document that does not exist, naming the ones that do', async () => {
  expect(await run('archive', 'term')).toMatchInlineSnapshot(`
    "exit 1: There is no content/legal/term.mdx. Name the document, one of: official-rules, privacy, terms. For example: npm run legal:archive -- official-rules
    "
  `);
});

it('legal:archive keeps the version in force, then legal:register records the next one', async () => {
  expect(await run('archive', 'terms')).toMatchInlineSnapshot(`
    "Archived the version of <in force> as content/legal/archive/terms/<in force>.mdx and registered it.
    Now edit content/legal/terms.mdx: set "date" to the day the new version takes effect and replace "changes" with what it changes. When its text is final: npm run legal:register -- terms
    "
  `);
  const text = await readFile(join(root, TERMS), 'utf8');
  await writeFile(
    join(root, TERMS),
    text
      .replace(/^date: .*$/m, 'date: 2099-01-01')
      .replace(/^changes:\n( {2}- .*\n)+/m, 'changes:\n  - Explains how to close an account.\n'),
  );
  expect(await run('register', 'terms')).toMatchInlineSnapshot(`
    "Registered content/legal/terms.mdx: from now on its text can change only through a recorded correction.
    Commit the register with the document.
    "
  `);
});

it('legal:correct records a correction to a published version in place', async () => {
  const archived = `content/legal/archive/terms/${inForce}.mdx`;
  const text = await readFile(join(root, archived), 'utf8');
  await writeFile(join(root, archived), `${text}\nA sentence the published text left out.\n`);
  expect(await run('correct', 'terms', inForce, 'Corrects a word in 1.3.')).toMatchInlineSnapshot(`
    "Recorded a correction to content/legal/archive/terms/<in force>.mdx: Corrects a word in 1.3.
    The register now holds its corrected text (sha256 <hash>…, was <hash>…). Commit the register with the document.
    "
  `);
});
