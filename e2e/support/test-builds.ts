// Built by `npm test` (tools/test-phases.ts), or by playwright.config.ts when it runs alone.

export const TEST_SIGNUP_URL = 'https://join.pollfly.example/signup?from=site';
/** The programme announced, its entry period not yet open. */
export const TEST_BUILD_DAY = '2026-11-28';

export interface TestBuild {
  outDir: string;
  /** Over the caller's own. */
  env: Record<string, string>;
}

export const mainBuild: TestBuild = { outDir: 'dist', env: { BUILD_DAY: TEST_BUILD_DAY } };

/** On a day a programme is open (the main build's has none), for the landing's wording on each. */
export const signupBuild: TestBuild = {
  outDir: '.e2e/signup',
  env: { PUBLIC_SIGNUP_URL: TEST_SIGNUP_URL, BUILD_DAY: '2027-01-10' },
};

/** Archived, current and upcoming Terms. */
export const legalHistoryBuild: TestBuild = {
  outDir: '.e2e/legal-history',
  env: { LEGAL_CONTENT_DIR: 'e2e/fixtures/legal' },
};
