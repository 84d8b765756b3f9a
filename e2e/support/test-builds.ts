/**
 * The three builds the browser tests serve, each with what makes it differ: `npm test` makes them
 * beside the linters (tools/test-phases.ts), and Playwright's servers serve them
 * (playwright.config.ts), building the two extra ones themselves when run alone.
 */

/** The sign-up address the sign-up build is configured with, which its calls to action must lead to. */
export const TEST_SIGNUP_URL = 'https://join.pollfly.example/signup?from=site';

/** The day the main build is made for: the programme announced, its entry period not yet open. */
export const TEST_BUILD_DAY = '2026-11-26';

export interface TestBuild {
  outDir: string;
  /** The environment that makes this build what it is, over the caller's own. */
  env: Record<string, string>;
}

/** The production build, for the day the suite pins. */
export const mainBuild: TestBuild = { outDir: 'dist', env: { BUILD_DAY: TEST_BUILD_DAY } };

/**
 * A build with a sign-up URL configured, to check where the calls to action lead, made for a day a
 * programme is open (its entry period starts 2027-01-04), where the main build's day has none open:
 * the landing's wording on each.
 */
export const signupBuild: TestBuild = {
  outDir: '.e2e/signup',
  env: { PUBLIC_SIGNUP_URL: TEST_SIGNUP_URL, BUILD_DAY: '2027-01-10' },
};

/** A build from a fixture history (archived, current and upcoming Terms), not the shipped documents. */
export const legalHistoryBuild: TestBuild = {
  outDir: '.e2e/legal-history',
  env: { LEGAL_CONTENT_DIR: 'e2e/fixtures/legal' },
};
