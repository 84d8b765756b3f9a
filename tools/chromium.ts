/**
 * The Chromium the browser tests and the benchmark drive, and how: Debian's where it is installed
 * (this machine, CI), Playwright's own download otherwise. The Playwright config, the check that
 * runs before the tests (tools/test-prerequisites.ts) and Lighthouse (tools/bench/) share it, so
 * every one of them launches the same browser with the same flags.
 */
import { statSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** Debian's Chromium when it is installed. Read when called: installing the package between two calls changes the answer. */
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

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = systemChromium();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumFlags() };
}
