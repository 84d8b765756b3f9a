/**
 * Serves a built site with Cloudflare's own runtime (workerd, run by wrangler's local mode) and
 * the production configuration in wrangler.jsonc: `_headers`, `_redirects`, the 404 page and the
 * address rules are the host's, not an imitation. Offline: no login, no telemetry, and no
 * request for the visitor metadata (`Request.cf`) that the site never reads.
 *
 * Usage: node tools/cdn-runtime.ts [dir=dist] [port=4321]
 */
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
  const args = [
    'dev',
    '--config',
    config,
    '--assets',
    resolve(dir),
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
  ];
  // Any free port for the debugger: the default (9229) is shared, and runtimes starting together race for it.
  args.push('--inspector-port', '0', '--show-interactive-dev-session=false');
  // The site is assets only, with no script to bundle: without this, wrangler's bundler watches for
  // changes all the same, about 1.3 % of a core for each runtime while it serves (the suite runs three).
  args.push('--no-bundle');
  return spawn(process.execPath, [wrangler, ...args], {
    stdio: ['ignore', stdio, stdio],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
}

export interface CdnRuntime {
  /** Where the site is served, without a trailing slash: `http://127.0.0.1:4321`. */
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the runtime and resolves once it answers; rejects with wrangler's output if it cannot start. */
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
  // Run by npm (`npm start`, `npm run preview`), the signal may end the shell in between instead.
  onParentExit(() => child.kill('SIGTERM'));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  process.exit(code ?? (signal ? 1 : 0));
}
