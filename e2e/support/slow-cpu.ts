// Chromium's throttle spins on a core other tests need; a cgroup quota (root only) sleeps instead.
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

/** The kernel's shortest quota: a longer period makes a greater slowdown. */
const QUOTA_US = 1_000;
const GROUP_PREFIX = 'slow-cpu-';

interface CpuController {
  dir: string;
  quotaFiles(slowdown: number): Record<string, string>;
}

/** v1's `cpu` hierarchy, else v2's unified one; none if neither limits CPU. */
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

/** None if it cannot be made (no root). */
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
    add: (pid: number) => writeFileSync(join(dir, 'cgroup.procs'), String(pid)),
    members: () =>
      readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number),
    timesThrottled: () =>
      Number(/^nr_throttled (\d+)$/m.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'))?.[1] ?? 0),
    remove: () => rmdirSync(dir),
  };
}

/** A worker stopped by a timeout or killed leaves its group behind. */
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

export function canSlowCpuByQuota(): boolean {
  const controller = cpuController();
  const group = controller && quotaGroup(controller, `${GROUP_PREFIX}${process.pid}-probe`, 4);
  group?.remove();
  return group !== undefined;
}

/** The zygote first, so no renderer forked in between escapes the group. */
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
  how: string;
  /** Why the pages may not have been slowed; none when they were. */
  problems(): Promise<string[]>;
  /** Call after the browser has closed. */
  release(): Promise<void>;
}

/** `page`'s browser must serve this test alone: every renderer it starts is slowed too. */
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
  const processes = async () => (await session.send('SystemInfo.getProcessInfo')).processInfo;
  const release = async () => {
    // A group with members cannot be removed, and a closed browser's renderers take a moment.
    for (let wait = 0; group.members().length > 0 && wait < 50; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      group.remove();
    } catch {
      // Still in use: a later run removes it.
    }
  };
  try {
    const browserProcess = (await processes()).find(({ type }) => type === 'browser');
    if (!browserProcess) throw new Error('the browser lists no browser process');
    addRenderers(group, browserProcess.id);
  } catch (error) {
    // Out of the group, so it can go.
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
