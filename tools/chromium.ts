// Tests drive the headless shell (same engine, half the CPU time); the benchmark the full browser.
import type { LaunchOptions } from '@playwright/test';
import { isFile } from './browser-engines.ts';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Debian's /usr/bin/chromium-headless-shell is a shell script around this.
const SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Read when called: installing the package between two calls changes the answer. */
export function systemChromium(): string | undefined {
  return isFile(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

/** The sandbox refuses root; with no network, background services would only fail. */
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
