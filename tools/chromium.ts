/**
 * The Chromium the browser tests and the benchmark drive, and how: Debian's where it is installed
 * (`npm test` installs the headless shell where it can; the benchmark needs `apt-get install
 * chromium`, or CHROME_PATH), Playwright's own download otherwise. The Playwright config, the check that
 * runs before the tests (tools/test-prerequisites.ts) and Lighthouse (tools/bench/) share it, so
 * every one of them launches the browser it should with the same flags.
 *
 * Two builds of the same Chromium. The tests drive its headless shell, as Playwright does by
 * default when a test runs headless: the same Blink and V8 without the full browser's window
 * and display layers. It took less than half the processor time for the same tests (112
 * core-seconds against 245 for the axe scans and the defined terms). The benchmark measures the
 * full browser, the one visitors run.
 */
import { statSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// The binary itself: Debian's /usr/bin/chromium-headless-shell only runs it from a shell.
const SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * Debian's full Chromium (package `chromium`) when it is installed, for the benchmark. Read when
 * called: installing the package between two calls changes the answer.
 */
export function systemChromium(): string | undefined {
  return isFile(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** Chromium's sandbox refuses to run as root; the machine has no network, so background services would only fail. */
export function chromiumFlags(): string[] {
  return [
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ];
}

/** Debian's headless shell is installed. */
export const hasHeadlessShell = () => isFile(SYSTEM_HEADLESS_SHELL);

/**
 * How the tests launch Chromium: Debian's headless shell (package `chromium-headless-shell`) when
 * it is installed, else Debian's full Chromium (the same engine, slower), else Playwright's own
 * download, whose headless runs use its headless shell too.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = hasHeadlessShell() ? SYSTEM_HEADLESS_SHELL : systemChromium();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumFlags() };
}
