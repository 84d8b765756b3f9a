import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { TEST_SIGNUP_URL } from './e2e/helpers';

/** Debian's Chromium where installed (this machine, CI); Playwright's own browser elsewhere. */
const systemChromium = '/usr/bin/chromium';
const runningAsRoot = process.getuid?.() === 0;
/** The three servers listen on this port and the next two; set E2E_PORT to run two checkouts side by side. */
const port = Number(process.env['E2E_PORT'] ?? 4321);
const origin = (offset: number) => `http://localhost:${port + offset}`;

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: origin(0),
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
      use: { baseURL: origin(1) },
    },
    {
      name: 'legal-history',
      testMatch: /legal-history/,
      use: { baseURL: origin(2) },
    },
  ],
  webServer: [
    {
      command: `node scripts/static-server.ts dist ${port}`,
      url: `${origin(0)}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // A second build with a sign-up URL configured, to check where the calls to action lead.
      command: `astro build --outDir .e2e/signup && node scripts/static-server.ts .e2e/signup ${port + 1}`,
      env: { PUBLIC_SIGNUP_URL: TEST_SIGNUP_URL },
      url: `${origin(1)}/`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // A build from a fixture history (archived, current and upcoming Terms), not the shipped documents.
      command: `astro build --outDir .e2e/legal-history && node scripts/static-server.ts .e2e/legal-history ${port + 2}`,
      env: { LEGAL_CONTENT_DIR: 'e2e/fixtures/legal' },
      url: `${origin(2)}/`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
