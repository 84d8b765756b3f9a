import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { textHash } from '../../src/legal/register-file.ts';

const git = promisify(execFile);

/** The text of hash `sha256` in `file`'s git history, so an edit in place never loses it. */
export async function findPublishedText(
  root: string,
  file: string,
  sha256: string,
): Promise<{ text: string; commit: string } | undefined> {
  let commits: string[];
  try {
    commits = (await git('git', ['-C', root, 'log', '--format=%H', '--', file])).stdout
      .split('\n')
      .filter(Boolean);
  } catch {
    return undefined;
  }
  for (const commit of commits) {
    const text = (
      await git('git', ['-C', root, 'show', `${commit}:./${file}`], { maxBuffer: 16 * 1024 * 1024 })
    ).stdout;
    if (textHash(text) === sha256) return { text, commit };
  }
  return undefined;
}
