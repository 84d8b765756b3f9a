import { execFileSync } from 'node:child_process';

interface ProcessRow {
  parent: number;
  /** `Z` first for a zombie, ended and waiting to be reaped. */
  state: string;
  /** Its command line, as the process shows it now (Chromium's children rewrite theirs). */
  command: string;
}

export function processTable(): Map<number, ProcessRow> {
  // `ww`: or `ps` cuts the command line to a width.
  const ps = execFileSync('ps', ['-A', 'ww', '-o', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' });
  return new Map(
    ps
      .trim()
      .split('\n')
      .map((line) => {
        const [pid, parent, state, ...command] = line.trim().split(/\s+/);
        return [Number(pid), { parent: Number(parent), state: state!, command: command.join(' ') }];
      }),
  );
}

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
