import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { TEST_SIGNUP_URL } from './e2e/helpers';

/** Debian's Chromium where installed (this machine, CI); Playwright's own browser elsewhere. */
const systemChromium = '/usr/bin/chromium';
const runningAsRoot = process.getuid?.() === 0;


export default defineConfig({
  testDir: 'e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:4321',
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      // The machine has no network: background services would only fail to connect.
      args: [
        ...(runningAsRoot ? ['--no-sandbox'] : []),
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: /signup-configured|legal-history/ },
    {
      name: 'signup-configured',
      testMatch: /signup-configured/,
      use: { baseURL: 'http://localhost:4322' },
    },
    {
      name: 'legal-history',
      testMatch: /legal-history/,
      use: { baseURL: 'http://localhost:4323' },
    },
  ],
  webServer: [
    {
      command: 'node scripts/static-server.ts dist 4321',
      url: 'http://localhost:4321/',
      reuseExistingServer: !process.env.CI,
    },
    {
      // A second build with a sign-up URL configured, to check where the calls to action lead.
      command: 'astro build --outDir .e2e/signup && node scripts/static-server.ts .e2e/signup 4322',
      env: { PUBLIC_SIGNUP_URL: TEST_SIGNUP_URL },
      url: 'http://localhost:4322/',
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // A build from a fixture history (archived, current and upcoming Terms), not the shipped documents.
      command: 'astro build --outDir .e2e/legal-history && node scripts/static-server.ts .e2e/legal-history 4323',
      env: { LEGAL_CONTENT_DIR: 'e2e/fixtures/legal' },
      url: 'http://localhost:4323/',
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
