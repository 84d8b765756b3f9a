/**
 * What the dev server shows for a mistake in the legal text: the first problem's one line as the
 * message, the file and line to open, the other problems counted in the hint, and no stack trace.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLegalLibrary } from '../source/library';
import { libraryCheck } from './library-check';
import { throwLegalProblems } from './content-error';

let root: string;
const open = () =>
  openLegalLibrary(pathToFileURL(`${root}/`), 'legal', new Date('2026-11-26T00:00:00Z'));
const check = libraryCheck({ production: false });

async function edit(file: string, find: string, replacement: string) {
  const path = join(root, 'legal', file);
  const text = await readFile(path, 'utf8');
  if (!text.includes(find)) throw new Error(`no "${find}" in ${file}`);
  await writeFile(path, text.replace(find, replacement));
}

function thrown(action: () => void): Error & Record<string, unknown> {
  try {
    action();
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('nothing was thrown');
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-dev-'));
  await cp(new URL('../../../content/legal', import.meta.url), join(root, 'legal'), {
    recursive: true,
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('the shipped documents throw nothing', async () => {
  const library = await open();
  expect(check(library)).toEqual([]);
  expect(() => throwLegalProblems(check(library), library.root)).not.toThrow();
});

it('the first problem is the message, at its file and line, with no stack trace', async () => {
  await edit('privacy.mdx', '<Ref to="links" />', '<Ref to="linkz" />');
  await edit('privacy.mdx', 'We do not knowingly collect', 'We never knowingly collect');
  await edit('terms.mdx', 'dateLabel: Last updated', 'dateLabel: "Last updated');
  const library = await open();
  const error = thrown(() => throwLegalProblems(check(library), library.root));
  expect(error.message).toMatch(
    /^legal\/privacy\.mdx:32: to="linkz" names no section of this file — use one of its ids: scope, /,
  );
  expect(error.loc).toEqual({ file: join(root, 'legal/privacy.mdx'), line: 32 });
  expect(error.title).toBe('3 problems in the legal text');
  expect(error.hint).toBe(
    'Fix this one first: the terminal lists the other 2. content/legal/README.md explains each message.',
  );
  expect(error.stack).toBe('');
  // Astro's dev server rewrites the hint of an error whose text mentions "document" or "window".
  expect(String(error)).not.toMatch(/document|window/);
});
