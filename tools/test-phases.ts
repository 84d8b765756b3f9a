/**
 * `npm test`. The linters and the type check are single-threaded, and so mostly is a build: the
 * builds run in a second lane beside them, keeping both cores busy. No more overlap, since every
 * Astro command rewrites `.astro/`'s types; the first lane only reads them.
 */
import {
  legalHistoryBuild,
  mainBuild,
  signupBuild,
  TEST_BUILD_DAY,
  type TestBuild,
} from '../e2e/support/test-builds.ts';
import { describeTimes, runLanes, type Phase, type PhaseTime } from './phases.ts';

const phase = (...command: string[]): Phase => ({ name: command.join(' '), command });

const build = ({ outDir, env }: TestBuild): Phase => ({
  ...phase('astro', 'build', '--outDir', outDir),
  // The suite's day unless the build names its own, as when Playwright's servers build them.
  env: { BUILD_DAY: TEST_BUILD_DAY, ...env },
});

if (import.meta.main) {
  const started = performance.now();
  const times: PhaseTime[] = [];
  const ok =
    (await runLanes(
      [[phase('node', 'tools/test-prerequisites.ts'), phase('astro', 'sync')]],
      times,
    )) &&
    (await runLanes(
      [
        [
          phase('eslint', '.'),
          phase('prettier', '--check', '.'),
          phase('astro', 'check', '--noSync'),
        ],
        [build(mainBuild), build(signupBuild), build(legalHistoryBuild)],
      ],
      times,
    )) &&
    (await runLanes(
      [
        [
          phase('vitest', 'run', '--coverage'),
          {
            ...phase('playwright', 'test'),
            // Serve the builds above instead of building the extra ones again.
            env: { BUILD_DAY: TEST_BUILD_DAY, E2E_SITES_BUILT: '1' },
          },
        ],
      ],
      times,
    ));
  console.log(
    `\nnpm test, phase by phase:\n${describeTimes(times, Math.round((performance.now() - started) / 1000))}`,
  );
  process.exit(ok ? 0 : 1);
}
