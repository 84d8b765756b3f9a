/**
 * `npm test`: every phase a change must pass, arranged so the slow ones overlap on a 2-core
 * machine. ESLint, Prettier and the type check are single-threaded, and so, mostly, is a build;
 * the three builds the browser tests serve therefore run one after another in the background
 * while the linters and the type check run in the foreground. Then the unit tests and the
 * browser tests, against the builds already made.
 *
 * Why no more overlap than that: the two lanes keep both cores busy, and every Astro command
 * (build, sync, and the dev server the unit tests start) rewrites the generated types in the
 * project's `.astro/` folder. The foreground lane runs no Astro command that writes them: ESLint
 * and `astro check --noSync` only read those type declarations, which `astro sync` writes before
 * they start and every build writes the same.
 *
 * A failed phase stops the run, and the other lane with it. The time of each phase is printed at
 * the end.
 *
 * Usage: node tools/test-phases.ts (what `npm test` runs)
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
  // Every build gets the suite's day unless it names its own, as when Playwright's servers built them.
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
            // The servers serve the builds above instead of building the two extra sites again.
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
