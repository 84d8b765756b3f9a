/**
 * The two engines besides Chromium that the cross-engine tests drive, as Debian installs them:
 * Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser (which needs a display, so Xvfb).
 * The check that runs before the tests (tools/test-prerequisites.ts) and the tests themselves
 * (e2e/engines/) read the same paths.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SYSTEM_FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** MiniBrowser, in the library folder of the machine's architecture (`/usr/lib/x86_64-linux-gnu/…`); read when called. */
export function miniBrowser(): string | undefined {
  const libraries = statSync('/usr/lib', { throwIfNoEntry: false })?.isDirectory()
    ? readdirSync('/usr/lib')
    : [];
  return libraries
    .map((folder) => join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find(isFile);
}

export const hasFirefox = () => isFile(SYSTEM_FIREFOX);
export const hasWebKit = () => isFile(WEBKIT_DRIVER) && miniBrowser() !== undefined;
export const hasXvfb = () => isFile(XVFB);
