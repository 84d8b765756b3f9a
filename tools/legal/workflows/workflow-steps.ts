// What the legal workflows share: the event, git and gh in the checkout, and the legal commands.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { LegalCommandError } from '../legal-folder.ts';

const run = promisify(execFile);

/** The event that started the workflow: the JSON file at `GITHUB_EVENT_PATH`. */
export async function readEvent<Event>(path = process.env['GITHUB_EVENT_PATH']): Promise<Event> {
  if (!path)
    throw new Error('GITHUB_EVENT_PATH is not set: this script runs in a GitHub workflow.');
  return JSON.parse(await readFile(path, 'utf8')) as Event;
}

/** Runs git in the checkout at `root`; its output, trimmed. */
export async function git(root: string, ...args: string[]): Promise<string> {
  return (await run('git', args, { cwd: root })).stdout.trim();
}

/** Runs the GitHub CLI in the checkout at `root`; it reads its token from `GH_TOKEN`. */
export async function gh(root: string, ...args: string[]): Promise<string> {
  return (await run('gh', args, { cwd: root })).stdout.trim();
}

/** `npm run legal:<name> -- …args` on the checkout at `root`; a refusal throws as it printed. */
export async function legalCommand(root: string, name: 'archive' | 'register', ...args: string[]) {
  const tool = new URL(`../../legal-${name}.ts`, import.meta.url).pathname;
  const done = await run(process.execPath, [tool, ...args], { cwd: root }).catch(
    (error: { stdout: string; stderr: string }) => {
      throw new LegalCommandError(`${error.stdout}${error.stderr}`.trim());
    },
  );
  return done.stdout.trim();
}

/** Whether `git add` left anything to commit. */
export async function hasStagedChanges(root: string): Promise<boolean> {
  return (await git(root, 'diff', '--cached', '--name-only')) !== '';
}
