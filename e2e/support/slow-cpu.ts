/**
 * A CPU several times slower for the pages of one Chromium, as Lighthouse's mobile profile has it.
 *
 * Chromium's own throttle (DevTools' `Emulation.setCPUThrottlingRate`) interrupts the page's main
 * thread every fraction of a millisecond with a signal whose handler spins until the thread's
 * time is up, whether the page is working or waiting: a page slowed four times keeps a whole core
 * busy from start to end, a core the other tests on a 2-core machine do not get. Where the kernel
 * can cap the processor time of a group of processes (a cgroup's CPU quota, v1 or v2, which needs
 * root), the browser's renderers go into a group allowed 1 ms of processor time in every 4 for a
 * 4× slowdown instead, and sleep the rest. The quota holds all of a renderer's threads together
 * (its compositor and garbage collector too, which Chromium's throttle leaves alone), so it slows
 * a page at least as much. Renderers are forked from the zygote, which joins the group first, so
 * every later one starts in it. Where no group can be made, Chromium's throttle.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { descendantsOf, processTable } from '../../tools/process-table';

/** The kernel's shortest quota. A longer period, not a shorter quota, makes a greater slowdown. */
const QUOTA_US = 1_000;

/** The groups this module makes are named for it and for the process that made them. */
const GROUP_PREFIX = 'slow-cpu-';

interface CpuController {
  /** The folder a new group is made in. */
  dir: string;
  /** The files that set a group's quota, and what to write in them. */
  quotaFiles(slowdown: number): Record<string, string>;
}

/** The cgroup CPU controller under `root`: v1's `cpu` hierarchy, else v2's unified one; none if neither limits CPU. */
export function cpuController(root = '/sys/fs/cgroup'): CpuController | undefined {
  const period = (slowdown: number) => String(Math.round(QUOTA_US * slowdown));
  if (existsSync(join(root, 'cpu', 'cpu.cfs_quota_us')))
    return {
      dir: join(root, 'cpu'),
      quotaFiles: (slowdown) => ({
        'cpu.cfs_period_us': period(slowdown),
        'cpu.cfs_quota_us': String(QUOTA_US),
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
      quotaFiles: (slowdown) => ({ 'cpu.max': `${QUOTA_US} ${period(slowdown)}` }),
    };
  return undefined;
}

type QuotaGroup = NonNullable<ReturnType<typeof quotaGroup>>;

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
    /** How many times the kernel has held the group back for its quota (`nr_throttled`, v1 and v2 alike). */
    timesThrottled: () =>
      Number(/^nr_throttled (\d+)$/m.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'))?.[1] ?? 0),
    remove: () => rmdirSync(dir),
  };
}

/**
 * Removes the groups of test processes that have ended: a worker stopped by a timeout or killed
 * leaves its group behind, empty once its browser has gone. A group still in use cannot be removed.
 */
function removeAbandonedGroups(controller: CpuController) {
  const running = processTable();
  for (const name of readdirSync(controller.dir)) {
    const owner = new RegExp(`^${GROUP_PREFIX}(\\d+)-`).exec(name)?.[1];
    if (owner === undefined || running.has(Number(owner))) continue;
    try {
      rmdirSync(join(controller.dir, name));
    } catch {
      // Its browser is still ending; a later run removes it.
    }
  }
}

/** Whether this machine lets a test slow its browser by a quota, the way that leaves the other cores' time to others. */
export function canSlowCpuByQuota(): boolean {
  const controller = cpuController();
  const group = controller && quotaGroup(controller, `${GROUP_PREFIX}${process.pid}-probe`, 4);
  group?.remove();
  return group !== undefined;
}

/** Moves the browser's zygote, then every renderer it has forked so far, into the group: none can be forked in between and escape. */
function addRenderers(group: QuotaGroup, browserProcess: number) {
  const ofType = (type: string) => {
    const table = processTable();
    return descendantsOf(browserProcess, table).filter((pid) => {
      const words = table.get(pid)!.command.split(' ');
      // The renderers' zygote; the other one, unsandboxed, starts the GPU process and services.
      return words.includes(`--type=${type}`) && !words.includes('--no-zygote-sandbox');
    });
  };
  const zygotes = ofType('zygote');
  if (zygotes.length === 0) throw new Error(`no zygote under browser process ${browserProcess}`);
  for (const pid of [...zygotes, ...ofType('renderer')]) group.add(pid);
}

export interface SlowCpu {
  /** How the CPU is slowed, for the test's report. */
  how: string;
  /** Why the pages may not have been slowed: a renderer outside the group, or a quota never reached. None when they were. */
  problems(): Promise<string[]>;
  /** Ends the slowdown; call after the browser has closed. */
  release(): Promise<void>;
}

/**
 * Slows the CPU `slowdown` times for the pages of `page`'s browser, which must serve this test alone:
 * every renderer it starts from now on is slowed too.
 */
export async function slowCpu(browser: Browser, page: Page, slowdown: number): Promise<SlowCpu> {
  const controller = cpuController();
  if (controller) removeAbandonedGroups(controller);
  const group =
    controller && quotaGroup(controller, `${GROUP_PREFIX}${process.pid}-${Date.now()}`, slowdown);
  if (!group) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    return {
      how: `Chromium's throttle, ${slowdown}×`,
      problems: () => Promise.resolve([]),
      release: () => Promise.resolve(),
    };
  }
  const session = await browser.newBrowserCDPSession();
  const processes = async () =>
    (await session.send('SystemInfo.getProcessInfo')).processInfo as Array<{
      type: string;
      id: number;
    }>;
  const release = async () => {
    // A closed browser's renderers take a moment to end, and a group with members cannot be removed.
    for (let wait = 0; group.members().length > 0 && wait < 50; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      group.remove();
    } catch {
      // Still in use: the next run removes it once it is empty (removeAbandonedGroups).
    }
  };
  try {
    const browserProcess = (await processes()).find(({ type }) => type === 'browser');
    if (!browserProcess) throw new Error('the browser lists no browser process');
    addRenderers(group, browserProcess.id);
  } catch (error) {
    // Its processes return to where they were, so the group can go.
    for (const pid of group.members())
      writeFileSync(join(controller.dir, 'cgroup.procs'), String(pid));
    await release();
    throw error;
  }
  return {
    how: `a CPU quota of 1 ms in every ${slowdown} for the renderers (${group.dir})`,
    async problems() {
      const members = group.members();
      const renderers = (await processes()).filter(({ type }) => type === 'renderer');
      return [
        ...(renderers.length === 0 ? ['the browser lists no renderer'] : []),
        ...renderers
          .filter(({ id }) => !members.includes(id))
          .map(({ id }) => `renderer ${id} is outside the group`),
        ...(group.timesThrottled() === 0 ? ['the quota never held the renderers back'] : []),
      ];
    },
    release,
  };
}
