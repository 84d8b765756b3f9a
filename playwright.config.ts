import { defineConfig, devices } from '@playwright/test';
import { legalHistoryBuild, signupBuild, type TestBuild } from './e2e/support/test-builds';
import type { BuiltSiteOptions } from './e2e/support/built-site';
import type { EngineOptions } from './e2e/engines/engine-test';
import { chromiumLaunchOptions } from './tools/chromium';
import { canSlowCpuByQuota } from './e2e/support/slow-cpu';

/** The three servers listen on this port and the next two; set E2E_PORT to run two checkouts side by side. */
const port = Number(process.env['E2E_PORT'] ?? 4321);
const origin = (offset: number) => `http://localhost:${port + offset}`;
/** Cloudflare's runtime serving a build folder, as in production (see tools/cdn-runtime.ts). */
const serve = (dir: string, offset: number) => `node tools/cdn-runtime.ts ${dir} ${port + offset}`;
/**
 * One of the two other builds (e2e/support/test-builds.ts), served: `npm test` has made it beside
 * the linters and says so (tools/test-phases.ts); run alone, Playwright makes it first.
 */
const buildAndServe = ({ outDir }: TestBuild, offset: number) =>
  process.env['E2E_SITES_BUILT']
    ? serve(outDir, offset)
    : `astro build --outDir ${outDir} && ${serve(outDir, offset)}`;
/** Specs about what the host answers, run against every build. */
const everyBuild = /(links|headers|redirects|versions-file|consent-file|languages)\.spec/;
/** The cross-engine specs (e2e/engines/), run in each engine a visitor uses against the default build. */
const inEngine = (engine: EngineOptions['engine']) => ({
  name: engine,
  testDir: 'e2e/engines',
  use: { engine, siteOrigin: origin(0) },
});

export default defineConfig<BuiltSiteOptions, EngineOptions>({
  testDir: 'e2e',
  // Only specs: e2e/support holds helpers and their Vitest unit tests.
  testMatch: /\.spec\.ts$/,
  forbidOnly: !!process.env.CI,
  // The suite drives a real browser against Cloudflare's runtime on a 2-core machine, with up to three
  // workers and three servers: one retry, wherever it runs, so load alone cannot fail a run. A test
  // that passes only on its retry is still reported, as flaky.
  retries: 1,
  // Three on two cores where the slowed-CPU sweeps sleep three quarters of their time
  // (e2e/support/slow-cpu.ts), and the third worker uses it (574 s against 631 s with two). Where
  // they spin instead (Chromium's throttle, without root), a third would only fight for the cores.
  workers: canSlowCpuByQuota() ? 3 : 2,
  reporter: [[process.env.CI ? 'line' : 'list'], ['./e2e/engines/engine-summary.reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: origin(0),
    launchOptions: chromiumLaunchOptions(),
  },
  // Longest first: the cross-engine tests and the dev server's are each one long test, and a long
  // test that starts last keeps one worker busy while the other has nothing left to run.
  projects: [
    inEngine('chromium'),
    inEngine('firefox'),
    inEngine('webkit'),
    // The dev server an editor previews with, started by the spec itself on port + 3, in Chromium only.
    { name: 'dev-server', testMatch: /dev-server\.spec/ },
    {
      name: 'site',
      testIgnore: [/signup-configured|legal-history|dev-server/, /e2e\/engines\//],
    },
    {
      name: 'signup-configured',
      testMatch: [/signup-configured|landing-days|texts-in-force/, everyBuild],
      use: { baseURL: origin(1), builtSite: signupBuild.outDir },
    },
    {
      name: 'legal-history',
      testMatch: [/legal-history/, everyBuild],
      use: { baseURL: origin(2), builtSite: legalHistoryBuild.outDir },
    },
  ],
  webServer: [
    {
      command: serve('dist', 0),
      url: `${origin(0)}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: buildAndServe(signupBuild, 1),
      env: signupBuild.env,
      url: `${origin(1)}/`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: buildAndServe(legalHistoryBuild, 2),
      env: legalHistoryBuild.env,
      url: `${origin(2)}/`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
