import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { provide, type Machine, type Prerequisite } from './test-prerequisites';

/** A prerequisite that appears once `installedBy` has run, or never when it is undefined. */
function fake(
  name: string,
  debianPackage: string,
  options: { present?: boolean; installedBy?: string; download?: string[] },
) {
  const state = { present: options.present ?? false };
  const prerequisite: Prerequisite = {
    name,
    debianPackage,
    isPresent: () => Promise.resolve(state.present),
    ...(options.download ? { download: options.download } : {}),
  };
  return { prerequisite, state, installedBy: options.installedBy };
}

/** A machine that records what it is asked to run and says; `works` decides which commands succeed. */
function machine(
  canUseApt: boolean,
  fakes: ReturnType<typeof fake>[],
  works = (_command: string) => true,
) {
  const ran: string[] = [];
  const said: string[] = [];
  const value: Machine = {
    canUseApt,
    run: (command) => {
      const line = command.join(' ');
      ran.push(line);
      if (!works(line)) return Promise.resolve(false);
      for (const item of fakes)
        if (item.installedBy && line.startsWith(item.installedBy)) item.state.present = true;
      return Promise.resolve(true);
    },
    say: (line) => said.push(line),
  };
  return { machine: value, ran, said };
}

const download = ['npx', 'playwright', 'install', 'chromium'];

describe('provide', () => {
  it('does nothing when everything is there', async () => {
    const items = [
      fake('Chromium', 'chromium', { present: true }),
      fake('a Java runtime', 'default-jre-headless', { present: true }),
    ];
    const { machine: m, ran, said } = machine(true, items);
    expect(
      await provide(
        items.map((item) => item.prerequisite),
        m,
      ),
    ).toBeUndefined();
    expect([...ran, ...said]).toEqual([]);
  });

  it("installs Debian's package for everything missing, one at a time, as root", async () => {
    const items = [
      fake('Chromium', 'chromium', { installedBy: 'apt-get install', download }),
      fake('a Java runtime', 'default-jre-headless', { installedBy: 'apt-get install' }),
    ];
    const { machine: m, ran, said } = machine(true, items);
    expect(
      await provide(
        items.map((item) => item.prerequisite),
        m,
      ),
    ).toBeUndefined();
    expect(ran).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium',
      'apt-get install -y -qq --no-install-recommends default-jre-headless',
    ]);
    expect(said).toEqual([
      'Installing Chromium and a Java runtime for the tests: apt-get install chromium default-jre-headless',
    ]);
  });

  it("falls back to Playwright's download where apt cannot be used", async () => {
    const items = [fake('Chromium', 'chromium', { installedBy: 'npx playwright', download })];
    const { machine: m, ran } = machine(false, items);
    expect(
      await provide(
        items.map((item) => item.prerequisite),
        m,
      ),
    ).toBeUndefined();
    expect(ran).toEqual(['npx playwright install chromium']);
  });

  it('still installs the other packages when apt has no candidate for one', async () => {
    const items = [
      fake('Chromium', 'chromium', { installedBy: 'npx playwright', download }),
      fake('a Java runtime', 'default-jre-headless', { installedBy: 'apt-get install' }),
    ];
    const { machine: m, ran } = machine(
      true,
      items,
      (command) => command !== 'apt-get install -y -qq --no-install-recommends chromium',
    );
    expect(
      await provide(
        items.map((item) => item.prerequisite),
        m,
      ),
    ).toBeUndefined();
    expect(ran).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium',
      'apt-get install -y -qq --no-install-recommends default-jre-headless',
      'npx playwright install chromium',
    ]);
  });

  it('tries the download when apt ran but did not provide it', async () => {
    const items = [fake('Chromium', 'chromium', { installedBy: 'npx playwright', download })];
    const { machine: m, ran } = machine(
      true,
      items,
      (command) => !command.startsWith('apt-get install'),
    );
    expect(
      await provide(
        items.map((item) => item.prerequisite),
        m,
      ),
    ).toBeUndefined();
    expect(ran).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends chromium',
      'npx playwright install chromium',
    ]);
  });

  it('stops with one line naming what to install when nothing works', async () => {
    const items = [
      fake('Chromium', 'chromium', { download }),
      fake('a Java runtime', 'default-jre-headless', {}),
    ];
    const { machine: m } = machine(true, items, () => false);
    expect(
      await provide(
        items.map((item) => item.prerequisite),
        m,
      ),
    ).toMatchInlineSnapshot(
      `"npm test needs Chromium (Debian: apt-get install chromium; or npx playwright install chromium) and a Java runtime (Debian: apt-get install default-jre-headless); install them, then run npm test again."`,
    );
  });

  it('without apt, downloads nothing while a Debian package is missing, and says where to run', async () => {
    const items = [
      fake('Chromium', 'chromium', { installedBy: 'npx playwright', download }),
      fake('Firefox ESR', 'firefox-esr', {}),
    ];
    const { machine: m, ran } = machine(false, items);
    const line = await provide(
      items.map((item) => item.prerequisite),
      m,
    );
    expect(ran).toEqual([]);
    expect(line).toContain(
      'this user cannot install them: run npm test as root on Debian bookworm',
    );
    expect(line).toContain('node:24-bookworm bash .ci/run');
  });
});

// Only root can become another user; CI runs as root, as the suite expects.
it.runIf(process.getuid?.() === 0)(
  'as a user who cannot install, npm test stops at its first step with one line, downloading nothing',
  { timeout: 60_000 },
  async () => {
    const done = await promisify(execFile)(
      '/usr/bin/setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        process.execPath,
        'tools/test-prerequisites.ts',
      ],
      // No browser on this PATH, and nowhere to write a download.
      { env: { PATH: '/nonexistent', HOME: '/nonexistent' } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in done && done.code).toBe(1);
    expect(done.stdout).toBe('');
    expect(done.stderr).toMatch(
      /^npm test needs [^\n]+; this user cannot install (?:it|them): run npm test as root on Debian bookworm[^\n]*\n$/,
    );
  },
);
