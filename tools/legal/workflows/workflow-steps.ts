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

/** Runs `command` in the checkout at `root`; its output, trimmed. */
const inCheckout =
  (command: string) =>
  async (root: string, ...args: string[]): Promise<string> =>
    (await run(command, args, { cwd: root })).stdout.trim();

export const git = inCheckout('git');
/** The GitHub CLI: it reads its token from `GH_TOKEN`. */
export const gh = inCheckout('gh');

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
