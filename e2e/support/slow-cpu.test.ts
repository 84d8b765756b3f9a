import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cpuController, quotaGroup } from './slow-cpu';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A folder laid out as a cgroup mount, with the files given. */
function fakeCgroupRoot(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cgroup-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('cpuController and quotaGroup', () => {
  it("use v1's cpu hierarchy: a 4× slower CPU is 1 ms of every 4", () => {
    const root = fakeCgroupRoot({ 'cpu/cpu.cfs_quota_us': '-1' });
    const controller = cpuController(root)!;
    expect(controller.dir).toBe(join(root, 'cpu'));
    const group = quotaGroup(controller, 'sweep', 4)!;
    expect(readFileSync(join(group.dir, 'cpu.cfs_period_us'), 'utf8')).toBe('4000');
    expect(readFileSync(join(group.dir, 'cpu.cfs_quota_us'), 'utf8')).toBe('1000');
    group.add(1234);
    expect(group.members()).toEqual([1234]);
    // The kernel's shortest quota is 1 ms: a greater slowdown is a longer period.
    const slower = quotaGroup(controller, 'slower', 8)!;
    expect(readFileSync(join(slower.dir, 'cpu.cfs_period_us'), 'utf8')).toBe('8000');
    expect(readFileSync(join(slower.dir, 'cpu.cfs_quota_us'), 'utf8')).toBe('1000');
  });

  it("use v2's unified hierarchy when it has the cpu controller and hands it to its groups", () => {
    const root = fakeCgroupRoot({
      'cgroup.controllers': 'cpuset cpu io memory pids\n',
      'cgroup.subtree_control': 'cpu memory pids\n',
    });
    const group = quotaGroup(cpuController(root)!, 'sweep', 4)!;
    expect(group.dir).toBe(join(root, 'sweep'));
    expect(readFileSync(join(group.dir, 'cpu.max'), 'utf8')).toBe('1000 4000');
  });

  it('find no controller where CPU time cannot be limited, so the sweep uses Chromium’s throttle', () => {
    expect(cpuController(fakeCgroupRoot({}))).toBeUndefined();
    // v2 with the controller available but not handed to child groups.
    const root = fakeCgroupRoot({
      'cgroup.controllers': 'cpu io\n',
      'cgroup.subtree_control': 'io\n',
    });
    expect(cpuController(root)).toBeUndefined();
  });

  it('make no group where the folder cannot be made (not root, or the hierarchy is gone)', () => {
    expect(
      quotaGroup({ dir: '/nonexistent/cpu', quotaFiles: () => ({}) }, 'sweep', 4),
    ).toBeUndefined();
  });
});
