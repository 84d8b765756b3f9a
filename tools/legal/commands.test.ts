/**
 * Each legal command as an editor runs it: `node tools/legal-*.ts` on the editors' fixture folder
 * written into a git repository of its own. The commands load `src/` files directly with
 * Node, without a bundler, which works only while every file they reach imports with a `.ts`
 * extension; Vitest resolves imports without one, so only running the commands proves it.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { publishedFolder, writeSources } from '../../src/legal/check/content-mistakes.fixture';

// Each test runs the commands as processes (several at once for renumber): on a loaded machine
// running the whole suite they take longer than the default 5 s without anything being wrong.
vi.setConfig({ testTimeout: 30_000 });

const project = new URL('../../', import.meta.url).pathname;
const TERMS = 'content/legal/terms.mdx';
let root: string;
/** The day of the Terms' version in force, as shipped. */
let inForce: string;

/** Runs `npm run legal:<name> -- …args` as npm would, in the copy; the output and exit code, hashes elided. */
async function run(
  name: 'archive' | 'register' | 'correct' | 'renumber',
  ...args: string[]
): Promise<string> {
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
  await writeSources(root, publishedFolder());
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
    "exit 1: There is no document "term". Name the document, one of: privacy, terms, official-rules. For example: npm run legal:archive -- terms
    "
  `);
});

it('legal:renumber leaves documents whose headings are in order as they are', async () => {
  const outputs = await Promise.all(
    ['terms', 'privacy', 'official-rules'].map((document) => run('renumber', document)),
  );
  expect(outputs.join('')).toMatchInlineSnapshot(`
    "content/legal/terms.mdx: every heading is numbered by its place; nothing to renumber.
    content/legal/privacy.mdx: every heading is numbered by its place; nothing to renumber.
    content/legal/official-rules.mdx: every heading is numbered by its place; nothing to renumber.
    "
  `);
  expect((await git('status', '--porcelain')).stdout).toBe('');
});

it('legal:renumber refuses to change a registered version, and says how to start a new one', async () => {
  const before = await readFile(join(root, TERMS), 'utf8');
  await writeFile(join(root, TERMS), before.replace('## 2. Accounts', '## 3. Accounts'));
  expect(await run('renumber', 'terms')).toMatchInlineSnapshot(`
    "exit 1: content/legal/terms.mdx holds the version of <in force>, registered as published: its text changes only through a recorded correction, so its headings were left as they are. To renumber them in a new version, keep this one with npm run legal:archive -- terms (if you have not yet), set "date" to the day the new version takes effect, then run npm run legal:renumber -- terms again.
    "
  `);
  expect(await readFile(join(root, TERMS), 'utf8')).toBe(
    before.replace('## 2. Accounts', '## 3. Accounts'),
  );
  await writeFile(join(root, TERMS), before);
});

it('legal:renumber reports a file it cannot read in one line, without a stack trace', async () => {
  await mkdir(join(root, 'content/legal/notes.mdx'));
  expect(await run('renumber', 'terms')).toMatchInlineSnapshot(`
    "exit 1: content/legal/notes.mdx:1: this file cannot be read (EISDIR) — check that it is a file your user may read, then try again
    "
  `);
  await rmdir(join(root, 'content/legal/notes.mdx'));
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
      // The file carries its notice on the line after its date; the new version keeps it.
      .replace(/^date: .*\nnotice: .*$/m, 'date: 2099-01-01\nnotice: none')
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
  expect(
    await run(
      'correct',
      'terms',
      inForce,
      'Corrects a word in 1.3.',
      '--es',
      'Corrige una palabra de la 1.3.',
    ),
  ).toMatchInlineSnapshot(`
    "Recorded a correction to content/legal/archive/terms/<in force>.mdx: Corrects a word in 1.3.
    The register now holds its corrected text (sha256 <hash>…, was <hash>…). Commit the register with the document.
    "
  `);
});

/** The file's headings without their numbers: what renumbering must leave as it is. */
const withoutNumbers = (text: string) => text.replace(/^(#{2,3} )\d+(?:\.\d+)*\.? /gm, '$1');

it('legal:renumber finishes a half-done renumbering of a new version, and a second run changes nothing', async () => {
  const text = (await readFile(join(root, TERMS), 'utf8')).replace(
    /^date: .*$/m,
    'date: 2099-06-01',
  );
  // A section inserted after section 1: "Accounts" renumbered with its subsection, the rest not yet.
  const halfDone = text
    .replace(
      '## 2. Accounts and eligibility {#accounts}',
      '## 2. Fair play {#fair-play}\n\nEveryone plays by the same rules.\n\n## 3. Accounts and eligibility {#accounts}',
    )
    .replace('### 2.1 One account', '### 3.1 One account');
  await writeFile(join(root, TERMS), halfDone);
  const output = await run('renumber', 'terms');
  expect(output.split('\n').slice(0, 3)).toEqual([
    'content/legal/terms.mdx:35: 3 → 4 Third-party providers',
    'content/legal/terms.mdx:41: 4 → 5 Prohibited conduct',
    'content/legal/terms.mdx:54: 5 → 6 Sweepstakes',
  ]);
  expect(output).toContain('content/legal/terms.mdx:76: 8.1 → 9.1 Governing law\n');
  expect(output).toContain('content/legal/terms.mdx:94: 10 → 11 Changes to these Terms\n');
  expect(output).toMatch(
    /\nRenumbered 11 headings; their ids and words are unchanged, and references written with <Ref> follow by themselves.\n$/,
  );
  const renumbered = await readFile(join(root, TERMS), 'utf8');
  const headings = renumbered.match(/^##.*$/gm)!;
  expect(headings.slice(2, 6)).toEqual([
    '## 2. Fair play {#fair-play}',
    '## 3. Accounts and eligibility {#accounts}',
    '### 3.1 One account {#one-account}',
    '## 4. Third-party providers {#third-party-providers}',
  ]);
  // Changes to these Terms, then Annex A and its two subsections, which keep their letters.
  expect(headings.at(-4)).toBe('## 11. Changes to these Terms {#changes}');
  expect(headings.filter((heading) => heading.includes('Annex'))).toEqual([
    '## Annex A: Electronic records {#annex-a}',
  ]);
  expect(withoutNumbers(renumbered)).toBe(withoutNumbers(halfDone));
  expect(await run('renumber', 'terms')).toBe(
    'content/legal/terms.mdx: every heading is numbered by its place; nothing to renumber.\n',
  );
  expect(await readFile(join(root, TERMS), 'utf8')).toBe(renumbered);
});
