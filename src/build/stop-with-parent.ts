import type { AstroIntegration } from 'astro';

/**
 * npm runs a script through a shell (`sh -c "astro dev"`) and passes a SIGTERM or SIGINT sent to
 * npm on to that shell only: the shell dies of it, and the server it started lives on, orphaned
 * and still answering. A long-running process calls this to stop when the process that started
 * it is gone: on Linux and macOS it is then adopted by another (its parent id changes); on
 * Windows the id stays and the process no longer exists.
 */
export function onParentExit(stop: () => void, intervalMs = 250): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && isRunning(parent)) return;
    clearInterval(timer);
    stop();
  }, intervalMs);
  // The watch never keeps a process alive that has nothing else to do.
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

/** Set once per process: Astro sets up its config again when the dev server restarts. */
const watching = Symbol.for('pollfly.stop-with-parent');

/**
 * Astro (`astro dev`, `astro build`) stops as it would on the signal npm meant for it when the
 * shell npm ran it through is gone: `npm run dev` and `npm start` then leave nothing running.
 */
export function stopWithParent(): AstroIntegration {
  return {
    name: 'stop-with-parent',
    hooks: {
      'astro:config:setup': () => {
        const shared = globalThis as { [watching]?: true };
        if (shared[watching]) return;
        shared[watching] = true;
        onParentExit(() => process.kill(process.pid, 'SIGTERM'));
      },
    },
  };
}
