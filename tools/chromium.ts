/**
 * The Chromium the tests, the prerequisites check and the benchmark launch: the tests drive its
 * headless shell (the same engine in half the processor time), the benchmark the full browser.
 */
import type { LaunchOptions } from '@playwright/test';
import { isFile } from './browser-engines.ts';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Debian's /usr/bin/chromium-headless-shell is a shell script around this.
const SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Read when called: installing the package between two calls changes the answer. */
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

export const hasHeadlessShell = () => isFile(SYSTEM_HEADLESS_SHELL);

/** Debian's headless shell, else Debian's full Chromium, else Playwright's own download. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = hasHeadlessShell() ? SYSTEM_HEADLESS_SHELL : systemChromium();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumFlags() };
}
