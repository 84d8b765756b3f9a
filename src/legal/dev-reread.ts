/**
 * The dev server's reading of the legal folder after a save. The folder is read again once the
 * saves have stopped for a moment (an editor truncating a file then writing it, a git checkout),
 * checked once, and the problems printed as the build prints them; then the open page reloads. A
 * register change counts: a recorded correction settles a changed text.
 *
 * A page requested while a save is still being read waits for that reading
 * (`virtual:legal/build` awaits it) instead of showing the one before: a reload that started
 * before the new reading was ready would otherwise show the old one and miss the reload sent when
 * it was, as a page still loading is not yet listening.
 */
import { fileURLToPath } from 'node:url';
import type { HookParameters } from 'astro';
import { invalidateLegalBuild } from './build-module';
import { problemsReport } from './check/library-check';
import type { LegalProblem } from './problems';
import type { LegalLibrary } from './source/library';
import { REGISTER_FILE } from './register-file';

/** How long the files must be left alone before the folder is read again after a save. */
const SETTLE_MS = 100;

/**
 * `reread`: reads the folder again, for the same day, and checks what it read. Returns what the
 * pages' module awaits: a function answering a promise, settled once every save so far is read.
 */
export function rereadOnSave(
  { server, logger }: HookParameters<'astro:server:setup'>,
  { root, dir }: LegalLibrary,
  reread: () => Promise<LegalProblem[]>,
): () => Promise<void> {
  const folder = fileURLToPath(new URL(`${dir}/`, root));
  const register = `${folder}${REGISTER_FILE}`;
  // Each reading waits for the one before, and one that fails (a file gone mid-checkout) is
  // reported without stopping the dev server.
  let reading = Promise.resolve();
  let settling: ReturnType<typeof setTimeout> | undefined;
  // Saves seen so far, and a promise kept until a reading that started after the last of them ends.
  let saves = 0;
  let readingsDone = Promise.resolve();
  let allRead: (() => void) | undefined;
  const readAgain = () => {
    const upTo = saves;
    reading = reading
      .then(async () => {
        const problems = await reread();
        if (problems.length) logger.error(problemsReport(problems));
      })
      .catch((error: unknown) =>
        logger.error(`Could not re-read the legal documents: ${String(error)}`),
      )
      .then(() => {
        if (upTo !== saves) return;
        // A load that began before the first save read the old library: it is dropped too.
        invalidateLegalBuild(server);
        allRead?.();
        allRead = undefined;
        server.environments.client.hot.send({ type: 'full-reload', path: '*' });
      });
  };
  const changed = (path: string) => {
    if (!path.startsWith(folder) || !(path.endsWith('.mdx') || path === register)) return;
    saves += 1;
    if (!allRead) readingsDone = new Promise((resolve) => (allRead = resolve));
    // The pages' next request loads the module again, and so waits for the reading.
    invalidateLegalBuild(server);
    clearTimeout(settling);
    settling = setTimeout(readAgain, SETTLE_MS);
  };
  server.watcher.add(folder);
  for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
  return () => readingsDone;
}
