// Only the first lane's output streams; the others' shows whole per phase, never interleaved.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Phase {
  name: string;
  command: string[];
  /** Over this process's own environment. */
  env?: Record<string, string>;
}

export interface PhaseTime {
  name: string;
  seconds: number;
  /** Ran beside the first lane. */
  background: boolean;
}

/** Each in a process group of its own, so stopping it stops whatever it started. */
const running = new Set<ChildProcess>();

const stop = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

let forwardingSignals = false;
/** The groups are not the terminal's, so Ctrl-C reaches them only through this process. */
function forwardSignals() {
  if (forwardingSignals) return;
  forwardingSignals = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      for (const child of running) stop(child);
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    });
}

function runPhase(phase: Phase, background: boolean): Promise<boolean> {
  const child = spawn(phase.command[0]!, phase.command.slice(1), {
    detached: true,
    stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...phase.env },
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise<boolean>((resolve) => {
    // A command that cannot start (not installed, not on PATH) says so where its output goes.
    child.on('error', (error) => {
      const line = `${phase.name}: ${error.message}\n`;
      if (background) output.push(Buffer.from(line));
      else process.stderr.write(line);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  }).then((ok) => {
    running.delete(child);
    if (background)
      process.stdout.write(`\n── ${phase.name} ──\n${Buffer.concat(output).toString()}`);
    return ok;
  });
}

/** Whether every phase passed: the first failure stops the rest. Appends the phases' times. */
export async function runLanes(lanes: Phase[][], times: PhaseTime[] = []): Promise<boolean> {
  forwardSignals();
  let failed = false;
  const lane = async (phases: Phase[], background: boolean) => {
    for (const phase of phases) {
      if (failed) return;
      const started = performance.now();
      const ok = await runPhase(phase, background);
      const seconds = Math.round((performance.now() - started) / 1000);
      times.push({ name: phase.name, seconds, background });
      if (!ok && !failed) {
        failed = true;
        console.error(`\n${phase.name} failed.`);
        for (const child of running) stop(child);
      }
    }
  };
  await Promise.all(lanes.map((phases, index) => lane(phases, index > 0)));
  return !failed;
}

export function describeTimes(times: readonly PhaseTime[], total: number): string {
  const lines = times.map(
    ({ name, seconds, background }) =>
      `${String(seconds).padStart(5)} s  ${name}${background ? '  (in the background)' : ''}`,
  );
  return [...lines, `${String(total).padStart(5)} s  in all`].join('\n');
}
