// Cloudflare's own runtime: headers, redirects and the 404 page are the host's, not an imitation.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onParentExit } from '../src/build/stop-with-parent.ts';

const config = fileURLToPath(new URL('../wrangler.jsonc', import.meta.url));
const wrangler = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);

/** Port 0 takes any free port; the address is read from what wrangler prints. */
function wranglerDev(dir: string, port: number, stdio: 'inherit' | 'pipe'): ChildProcess {
  const args = ['dev', '--config', config, '--assets', resolve(dir), '--ip', '127.0.0.1'];
  // Any free debugger port: runtimes starting together would race for the default one.
  args.push('--port', String(port), '--inspector-port', '0');
  // Assets only: with nothing to bundle, the bundler would still watch for changes.
  args.push('--show-interactive-dev-session=false', '--no-bundle');
  return spawn(process.execPath, [wrangler, ...args], {
    stdio: ['ignore', stdio, stdio],
    // Offline: no telemetry, no fetch of the visitor metadata (`Request.cf`) the site never reads.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
}

export interface CdnRuntime {
  /** Without a trailing slash: `http://127.0.0.1:4321`. */
  origin: string;
  stop: () => Promise<void>;
}

/** Rejects with wrangler's output if it cannot start. */
export async function startCdnRuntime(
  dir: string,
  port = 0,
  timeoutMs = 60_000,
): Promise<CdnRuntime> {
  const child = wranglerDev(dir, port, 'pipe');
  let output = '';
  const origin = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`wrangler did not start within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Ready on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler exited with ${code} before serving ${dir}:\n${output}`));
    });
  });
  try {
    return { origin: await origin, stop: () => stop(child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

if (import.meta.main) {
  const [dir = 'dist', port = '4321'] = process.argv.slice(2);
  const child = wranglerDev(dir, Number(port), 'inherit');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  // Under npm the signal may end the shell in between instead.
  onParentExit(() => child.kill('SIGTERM'));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  process.exit(code ?? (signal ? 1 : 0));
}
