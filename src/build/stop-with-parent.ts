import type { AstroIntegration } from 'astro';

// npm signals only the shell it ran a script through, leaving the server orphaned: stop when the
// parent is gone (on Linux and macOS the parent id changes; on Windows the process is gone).
export function onParentExit(stop: () => void, intervalMs = 250): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && isRunning(parent)) return;
    clearInterval(timer);
    stop();
  }, intervalMs);
  timer.unref();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Once per process: Astro sets up its config again when the dev server restarts.
const watching = Symbol.for('pollfly.stop-with-parent');

export const stopWithParent = (): AstroIntegration => ({
  name: 'stop-with-parent',
  hooks: {
    'astro:config:setup': () => {
      const shared = globalThis as { [watching]?: true };
      if (shared[watching]) return;
      shared[watching] = true;
      onParentExit(() => process.kill(process.pid, 'SIGTERM'));
    },
  },
});
