// Debian's paths, shared by tools/test-prerequisites.ts and the cross-engine tests (e2e/engines/).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SYSTEM_FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';
export const isFile = (path: string) =>
  statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/** In the architecture's library folder (`/usr/lib/x86_64-linux-gnu/…`). */
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
