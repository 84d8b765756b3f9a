/**
 * `npm run legal:check` stops where the build stops, with the build's lines: each mistake of the
 * shared list (content-mistakes.fixture.ts, whose reports the build's content-error tests pin) is
 * written into a copy of the project's content and checked from disk; a mistake in the promotions
 * or the consent wording gives the lines the build's own integration prints for it.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HookParameters } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkFolder } from './check-folder';
import { buildMode } from '../../config/build-mode';
import { CHECK_DAY, editorMistakes, nextVersion, replaceOnce } from './content-mistakes.fixture';
import { checkConsentWording } from '../consent/consent-setup-check';
import { openLegalLibrary } from '../source/library';
import { checkPromotionsFolder } from '../../promotions/promotions-setup-check';
import { openPromotionsLibrary } from '../../promotions/promotions-library';
import { parseDay } from '../../lib/dates';

const project = new URL('../../../', import.meta.url).pathname;
const day = parseDay(CHECK_DAY);
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-check-'));
  for (const folder of ['content/legal', 'content/promotions'])
    await cp(join(project, folder), join(root, folder), { recursive: true });
  // The legal texts may link to the site's other pages, which the check reads from src/pages.
  await mkdir(join(root, 'src'));
  await symlink(join(project, 'src/pages'), join(root, 'src/pages'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const edit = async (file: string, change: (text: string) => string) =>
  writeFile(join(root, file), change(await readFile(join(root, file), 'utf8')));

/** The editors' routine on disk: archive the version in force, then write the next one. */
async function startNextVersion(document: string) {
  const main = `content/legal/${document}.mdx`;
  const text = await readFile(join(root, main), 'utf8');
  const inForce = /^date: (\S+)$/m.exec(text)![1]!;
  await writeFile(join(root, `content/legal/archive/${document}/${inForce}.mdx`), text);
  await writeFile(join(root, main), nextVersion(text));
}

const check = (env = {}) => checkFolder(pathToFileURL(`${root}/`), 'content/legal', day, env);

it('passes the shipped content, as the build does', async () => {
  expect(await check()).toBeUndefined();
});

describe('stops on each mistake of the shared list with the report the build gives', () => {
  for (const mistake of editorMistakes) {
    it(mistake.name, async () => {
      await startNextVersion(mistake.document);
      await edit(`content/legal/${mistake.document}.mdx`, (text) =>
        replaceOnce(text, mistake.find, mistake.replacement),
      );
      const stop = await check();
      expect(stop?.summary).toBe(
        'One problem in the legal text (content/legal/README.md explains each message):',
      );
      expect(stop?.lines.join('\n')).toBe(mistake.report);
      expect(stop?.problems).toHaveLength(1);
    });
  }
});

/** What the build's setup check prints, and whether it stops the build, for the content in `root`. */
async function buildSays(
  setupCheck: (
    hook: HookParameters<'astro:config:setup'>,
    legal: Awaited<ReturnType<typeof openLegalLibrary>>,
  ) => void | Promise<void>,
) {
  const legal = await openLegalLibrary(pathToFileURL(`${root}/`), 'content/legal', day);
  const errors: string[] = [];
  const logger = { error: (text: string) => errors.push(text), info: () => {}, warn: () => {} };
  let exitCode: unknown;
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    exitCode = code;
    throw new Error('stopped');
  });
  try {
    const hook = {
      logger,
      addWatchFile: () => {},
    } as unknown as HookParameters<'astro:config:setup'>;
    await setupCheck(hook, legal);
  } catch {
    // The build stopped: `exit` says how.
  } finally {
    exit.mockRestore();
  }
  return { printed: errors.join('\n'), exitCode };
}

it('stops on a mistake in a programme with the lines the build prints', async () => {
  await edit('content/promotions/daily-cash-2027.yaml', (text) =>
    replaceOnce(text, 'end: 2027-12-31T23:59:59', 'end: 2027-02-30T23:59:59'),
  );
  const stop = await check();
  const build = await buildSays(async (hook, legal) =>
    checkPromotionsFolder(hook, await openPromotionsLibrary(legal, false)),
  );
  expect(build.exitCode).toBe(1);
  expect(stop?.lines.length).toBeGreaterThan(0);
  expect([stop?.summary, ...(stop?.lines ?? [])].join('\n')).toBe(build.printed);
});

it('stops on a mistake in the consent wording with the lines the build prints', async () => {
  await edit('content/legal/consent.yaml', (text) =>
    replaceOnce(text, /^agreement:/m, 'agreements:'),
  );
  const stop = await check();
  const build = await buildSays((hook, legal) => {
    checkConsentWording(hook, legal, buildMode({}));
  });
  expect(build.exitCode).toBe(1);
  expect([stop?.summary, ...(stop?.lines ?? [])].join('\n')).toBe(build.printed);
});

it('refuses, with --production, what a production build refuses', async () => {
  const stop = await check({ PRODUCTION_BUILD: '1' });
  expect(stop?.summary).toMatch(/stop this production build/);
  expect(stop?.problems.map(({ problem }) => problem)).toContainEqual(
    expect.stringMatching(/^PUBLIC_BRAND_NAME=/),
  );
  expect(stop?.problems).toContainEqual(
    expect.objectContaining({ file: 'content/promotions/daily-cash-2027.yaml', line: 27 }),
  );
});
