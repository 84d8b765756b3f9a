// Gets what the tests need, or stops at once saying how, not a hundred browser failures later.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, hasHeadlessShell } from './chromium.ts';
import { hasFirefox, hasWebKit, hasXvfb } from './browser-engines.ts';

export interface Prerequisite {
  name: string;
  isPresent(): Promise<boolean>;
  debianPackage: string;
  /** Where apt cannot be used. */
  download?: string[];
}

export interface Machine {
  /** apt-get is installed and we are root. */
  canUseApt: boolean;
  /** Output shown; resolves whether it succeeded. */
  run(command: readonly string[]): Promise<boolean>;
  say(line: string): void;
}

/** Installs what it can; resolves to the line saying what is still missing, if anything. */
export async function provide(prerequisites: readonly Prerequisite[], machine: Machine) {
  const absent = async (list: readonly Prerequisite[]) => {
    const present = await Promise.all(list.map((prerequisite) => prerequisite.isPresent()));
    return list.filter((_, index) => !present[index]);
  };
  let missing = await absent(prerequisites);
  if (missing.length && machine.canUseApt) {
    const packages = missing.map((prerequisite) => prerequisite.debianPackage);
    machine.say(
      `Installing ${missing.map((prerequisite) => prerequisite.name).join(' and ')} for the tests: apt-get install ${packages.join(' ')}`,
    );
    if (await machine.run(['apt-get', 'update', '-qq'])) {
      // One at a time: one a distribution lacks (Ubuntu's Chromium is a snap) must not stop the rest.
      for (const name of packages)
        await machine.run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', name]);
    }
    missing = await absent(missing);
  }
  // Without apt, what only Debian's packages provide stays missing: say so now, download nothing.
  const stuck = !machine.canUseApt && missing.some((prerequisite) => !prerequisite.download);
  for (const { name, download } of stuck ? [] : missing) {
    if (!download) continue;
    machine.say(`Downloading ${name} for the tests: ${download.join(' ')}`);
    await machine.run(download);
  }
  missing = await absent(missing);
  if (!missing.length) return undefined;
  const ways = missing.map(
    ({ name, debianPackage, download }) =>
      `${name} (Debian: apt-get install ${debianPackage}${download ? `; or ${download.join(' ')}` : ''})`,
  );
  const how = machine.canUseApt
    ? `install ${missing.length > 1 ? 'them' : 'it'}, then run npm test again`
    : `this user cannot install ${missing.length > 1 ? 'them' : 'it'}: run npm test as root on Debian bookworm, which installs them, or in the image CI uses (docker run --rm -v "$PWD":/site -w /site node:24-bookworm bash .ci/run)`;
  return `npm test needs ${ways.join(' and ')}; ${how}.`;
}

const canLaunchChromium = () =>
  chromium.launch(chromiumLaunchOptions()).then(
    (browser) => browser.close().then(() => true),
    () => false,
  );

const canUseApt = () => process.getuid?.() === 0 && onPath('apt-get');

const browser: Prerequisite = {
  name: "Chromium's headless shell",
  // Where apt can install the shell, the full browser (twice the processor time) is not enough.
  isPresent: () =>
    hasHeadlessShell() || !canUseApt() ? canLaunchChromium() : Promise.resolve(false),
  debianPackage: 'chromium-headless-shell',
  download: ['npx', 'playwright', 'install', '--only-shell', 'chromium'],
};

/** Only a Debian package provides it; found without starting it. */
const installed = (
  name: string,
  debianPackage: string,
  isPresent: () => boolean,
): Prerequisite => ({ name, debianPackage, isPresent: () => Promise.resolve(isPresent()) });

const firefox = installed('Firefox ESR', 'firefox-esr', hasFirefox);
/** The package depends on WebKitGTK, which carries MiniBrowser. */
const webkit = installed("WebKitGTK's WebDriver", 'webkit2gtk-driver', hasWebKit);
const virtualDisplay = installed('a virtual X display (Xvfb)', 'xvfb', hasXvfb);
const java = installed(
  'a Java runtime',
  'default-jre-headless',
  () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
);
const poppler = installed(
  "Poppler's PDF tools",
  'poppler-utils',
  () => onPath('pdftotext') && onPath('pdfinfo'),
);

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const onPath = (command: string) =>
  (process.env['PATH'] ?? '').split(delimiter).some((dir) => isExecutable(join(dir, command)));

const run = (command: readonly string[]) =>
  new Promise<boolean>((resolve) => {
    spawn(command[0]!, command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
      .on('error', () => resolve(false))
      .on('exit', (code) => resolve(code === 0));
  });

if (import.meta.main) {
  const machine: Machine = { canUseApt: canUseApt(), run, say: (line) => console.log(line) };
  const missing = await provide([browser, firefox, webkit, virtualDisplay, java, poppler], machine);
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
}
