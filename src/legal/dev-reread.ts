/**
 * The dev server's reading of the legal folder after a save. The folder is read again once the
 * saves have stopped for a moment (an editor truncating a file then writing it, a git checkout),
 * checked once, and the problems printed as the build prints them; then the pages evaluate the
 * new reading (`virtual:legal/build`) on their next request, which the open page makes at once. A register change counts: a recorded correction settles a changed text.
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

/** `reread`: reads the folder again, for the same day, and checks what it read. */
export function rereadOnSave(
  { server, logger }: HookParameters<'astro:server:setup'>,
  { root, dir }: LegalLibrary,
  reread: () => Promise<LegalProblem[]>,
): void {
  const folder = fileURLToPath(new URL(`${dir}/`, root));
  const register = `${folder}${REGISTER_FILE}`;
  // Each reading waits for the one before, and one that fails (a file gone mid-checkout) is
  // reported without stopping the dev server.
  let reading = Promise.resolve();
  let settling: ReturnType<typeof setTimeout> | undefined;
  const readAgain = () => {
    reading = reading
      .then(async () => {
        const problems = await reread();
        if (problems.length) logger.error(problemsReport(problems));
        invalidateLegalBuild(server);
        server.environments.client.hot.send({ type: 'full-reload', path: '*' });
      })
      .catch((error: unknown) =>
        logger.error(`Could not re-read the legal documents: ${String(error)}`),
      );
  };
  const changed = (path: string) => {
    if (!path.startsWith(folder) || !(path.endsWith('.mdx') || path === register)) return;
    clearTimeout(settling);
    settling = setTimeout(readAgain, SETTLE_MS);
  };
  server.watcher.add(folder);
  for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, changed);
}
