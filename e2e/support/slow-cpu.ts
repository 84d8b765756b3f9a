/**
 * A CPU several times slower for the pages of one Chromium, as Lighthouse's mobile profile has it.
 *
 * Chromium's own throttle (DevTools' `Emulation.setCPUThrottlingRate`) stops the page's main thread
 * with a signal whose handler spins until the thread's time is up, every millisecond, whether the
 * page is working or waiting: a page slowed four times keeps a whole core busy from start to end,
 * a core the other tests on a 2-core machine do not get. Where the kernel can cap the processor
 * time of a group of processes (a cgroup's CPU quota, v1 or v2, which needs root), the browser's
 * renderers go into a group allowed a quarter of a millisecond in each for a 4× slowdown instead:
 * the page gets the same share of the processor, in the same slices, and the rest of the time
 * sleeps. New renderers are forked from the zygote, which joins the group, so they start in it.
 * Where no group can be made, Chromium's throttle.
 */
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';

/** A cgroup's quota is counted over a period; Chromium's throttle lets a thread run for up to 1 ms at a time. */
const PERIOD_US = 4_000;

interface CpuController {
  /** The folder a new group is made in. */
  dir: string;
  /** The files that set a group's quota, and what to write in them. */
  quotaFiles(slowdown: number): Record<string, string>;
}

const isFile = (path: string) => {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
};

/** The cgroup CPU controller under `root`: v1's `cpu` hierarchy, else v2's unified one; none if neither limits CPU. */
export function cpuController(root = '/sys/fs/cgroup'): CpuController | undefined {
  const quota = (slowdown: number) => String(Math.round(PERIOD_US / slowdown));
  if (isFile(join(root, 'cpu', 'cpu.cfs_quota_us')))
    return {
      dir: join(root, 'cpu'),
      quotaFiles: (slowdown) => ({
        'cpu.cfs_period_us': String(PERIOD_US),
        'cpu.cfs_quota_us': quota(slowdown),
      }),
    };
  const enabled = (file: string) => {
    try {
      return readFileSync(join(root, file), 'utf8').split(/\s+/).includes('cpu');
    } catch {
      return false;
    }
  };
  if (enabled('cgroup.controllers') && enabled('cgroup.subtree_control'))
    return {
      dir: root,
      quotaFiles: (slowdown) => ({ 'cpu.max': `${quota(slowdown)} ${PERIOD_US}` }),
    };
  return undefined;
}

/** A new group under the controller with the quota of a CPU `slowdown` times slower; none if it cannot be made (no root). */
export function quotaGroup(controller: CpuController, name: string, slowdown: number) {
  const dir = join(controller.dir, name);
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  try {
    for (const [file, value] of Object.entries(controller.quotaFiles(slowdown)))
      writeFileSync(join(dir, file), value);
  } catch {
    rmdirSync(dir);
    return undefined;
  }
  return {
    dir,
    /** Moves a process, every thread of it, into the group. */
    add: (pid: number) => writeFileSync(join(dir, 'cgroup.procs'), String(pid)),
    members: () =>
      readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number),
    remove: () => rmdirSync(dir),
  };
}

/** `pid` and every process it started, and they started, from `/proc`. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while we read
    }
    // `pid (name) state ppid …`: the name may hold spaces and parentheses, so read after its last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

export interface SlowCpu {
  /** How the CPU is slowed, for the test's report. */
  how: string;
  /** The browser's renderers outside the slowed group: none, or the slowdown missed a page. */
  unslowedRenderers(): Promise<number[]>;
  /** Ends the slowdown; call after the browser has closed. */
  release(): Promise<void>;
}

/**
 * Slows the CPU `slowdown` times for the pages of `page`'s browser, which must serve this test alone:
 * every renderer it starts from now on is slowed too.
 */
export async function slowCpu(browser: Browser, page: Page, slowdown: number): Promise<SlowCpu> {
  const controller = cpuController();
  const group =
    controller && quotaGroup(controller, `slow-cpu-${process.pid}-${Date.now()}`, slowdown);
  if (!group) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    return {
      how: `Chromium's throttle, ${slowdown}×`,
      unslowedRenderers: () => Promise.resolve([]),
      release: async () => {},
    };
  }
  const session = await browser.newBrowserCDPSession();
  const processes = async () =>
    (await session.send('SystemInfo.getProcessInfo')).processInfo as Array<{
      type: string;
      id: number;
    }>;
  const browserProcess = (await processes()).find(({ type }) => type === 'browser')!.id;
  for (const pid of processTree(browserProcess))
    if (/--type=(renderer|zygote)/.test(commandLine(pid))) group.add(pid);
  return {
    how: `a CPU quota of 1/${slowdown} of a core for the renderers (${group.dir})`,
    unslowedRenderers: async () =>
      (await processes())
        .filter(({ type, id }) => type === 'renderer' && !group.members().includes(id))
        .map(({ id }) => id),
    release: async () => {
      // A closed browser's renderers take a moment to end, and a group with members cannot be removed.
      for (let wait = 0; group.members().length > 0 && wait < 50; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      group.remove();
    },
  };
}
