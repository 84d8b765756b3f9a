// `npm test`. The linters and a build are mostly single-threaded, so the builds run beside them.
// No more overlap: every Astro command rewrites `.astro/`'s types, which the first lane reads.
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
  const lanes = (...phases: Phase[][]) => runLanes(phases, times);
  const lint = [phase('eslint', '.'), phase('prettier', '--check', '.')];
  const ok =
    (await lanes([phase('node', 'tools/test-prerequisites.ts'), phase('astro', 'sync')])) &&
    (await lanes(
      [...lint, phase('astro', 'check', '--noSync')],
      [build(mainBuild), build(signupBuild), build(legalHistoryBuild)],
    )) &&
    (await lanes([
      phase('vitest', 'run', '--coverage'),
      // Serve the builds above instead of building the extra ones again.
      { ...phase('playwright', 'test'), env: { BUILD_DAY: TEST_BUILD_DAY, E2E_SITES_BUILT: '1' } },
    ]));
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`\nnpm test, phase by phase:\n${describeTimes(times, seconds)}`);
  process.exit(ok ? 0 : 1);
}
