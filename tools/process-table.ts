/**
 * The machine's processes as `ps` lists them. The tests that start servers and browsers read it to
 * find every process one of those started: to check that none outlives a stop, or to slow them.
 */
import { execFileSync } from 'node:child_process';

export interface ProcessRow {
  parent: number;
  /** `Z` first for a zombie, ended and waiting to be reaped. */
  state: string;
  /** Its command line, as the process shows it now (Chromium's children rewrite theirs). */
  command: string;
}

/** Every process, by id. */
export function processTable(): Map<number, ProcessRow> {
  // `ww`: the whole command line, however long; `ps` cuts it to a width otherwise.
  const lines = execFileSync('ps', ['-A', 'ww', '-o', 'pid=,ppid=,stat=,args='], {
    encoding: 'utf8',
  });
  return new Map(
    lines
      .trim()
      .split('\n')
      .map((line) => {
        const [pid, parent, state, ...command] = line.trim().split(/\s+/);
        return [Number(pid), { parent: Number(parent), state: state!, command: command.join(' ') }];
      }),
  );
}

/** Every process `pid` started, and those they started, in `table`. */
export function descendantsOf(pid: number, table = processTable()): number[] {
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, row] of table) {
      if (row.parent === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}
