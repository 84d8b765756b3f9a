/**
 * `npm start` / `npm run preview` (Cloudflare's runtime) and `npm run dev` (Astro's server) leave
 * nothing running however they are stopped: a SIGTERM or SIGINT to npm's own process, a signal to
 * the server npm started, or npm killed outright. Each case starts the real script, signals one
 * process, then checks that the port no longer answers and that no process npm started survives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../e2e/support/project-copy';
import { descendantsOf, processTable } from './process-table';

const root = new URL('..', import.meta.url);

interface Started {
  npm: ChildProcess;
  origin: string;
  /** Every process npm started, down to the runtime's workerd, while it served. */
  descendants: number[];
}

/** A port nothing listens on, for `astro dev`, which needs one named. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Those of `pids` still running: a zombie waiting to be reaped has ended. */
const alive = (pids: number[]) => {
  const table = processTable();
  return pids.filter((pid) => table.has(pid) && !table.get(pid)!.state.startsWith('Z'));
};

/** The environment a person's terminal has: Vitest's NODE_ENV=test would make `astro dev` serve no pages. */
const scriptEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);

/** Runs `npm run <script>` in `cwd`, in its own process group (so a failed test can clean up all of it), until `ready` prints the address. */
async function startScript(
  args: string[],
  ready: RegExp,
  cwd: string | URL = root,
): Promise<Started> {
  const npm = spawn('npm', ['run', '--silent', ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...scriptEnv, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = ready.exec(output);
      if (address) {
        clearTimeout(timer);
        resolve(address[1]!);
      }
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    npm.once('exit', (code) => reject(new Error(`npm exited with ${code}:\n${output}`)));
  });
  const started = { npm, origin, descendants: descendantsOf(npm.pid!) };
  // The dev server may answer its first requests while it still prepares its dependencies.
  for (let tries = 0; !(await answers(origin, true)); tries += 1) {
    if (tries === 60) {
      await survivors(started, 0);
      throw new Error(`${origin} did not answer 200 within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return started;
}

/** Waits until nothing of the script is left, or `timeoutMs`; returns what survived. */
async function survivors({ npm, descendants }: Started, timeoutMs = 20_000): Promise<number[]> {
  const pids = [npm.pid!, ...descendants];
  for (let waited = 0; waited < timeoutMs && alive(pids).length > 0; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const left = alive(pids);
  // Leave nothing behind for the next test, whatever this one finds.
  for (const pid of left) process.kill(pid, 'SIGKILL');
  return left;
}

/** Whether anything answers at `origin` (with 200, when `ok` is asked for). */
const answers = (origin: string, ok = false) =>
  fetch(origin, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => !ok || response.ok,
    () => false,
  );

type Target = 'npm' | 'server';

/** The server npm started: with `exec` in the script, npm's own child. */
const pidOf = (started: Started, target: Target) =>
  target === 'npm' ? started.npm.pid! : started.descendants[0]!;

const cases: [Target, NodeJS.Signals][] = [
  ['npm', 'SIGTERM'],
  ['npm', 'SIGINT'],
  ['npm', 'SIGKILL'],
  ['server', 'SIGTERM'],
];

let site = '';
let project: ProjectCopy | undefined;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'npm-scripts-stop-'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(site, '404.html'), '<!doctype html><title>Not found</title>');
  project = await copyProject();
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
  await project?.remove();
});

describe('npm run preview (the runtime npm start serves with)', () => {
  it.each(cases)(
    'stops whole when %s gets %s',
    async (target, signal) => {
      const started = await startScript(
        ['preview', '--', site, '0'],
        /Ready on (http:\/\/[\d.]+:\d+)/,
      );
      expect(started.descendants.length).toBeGreaterThan(2);
      process.kill(pidOf(started, target), signal);
      expect(await survivors(started)).toEqual([]);
      expect(await answers(started.origin)).toBe(false);
    },
    120_000,
  );
});

describe('npm run dev', () => {
  it.each(cases)(
    'stops whole when %s gets %s',
    async (target, signal) => {
      const port = await freePort();
      const started = await startScript(
        ['dev', '--', '--host', '127.0.0.1', '--port', String(port)],
        /Local\s+(http:\/\/[\d.]+:\d+)\//,
        // In a copy: see e2e/support/project-copy.ts.
        project!.root,
      );
      process.kill(pidOf(started, target), signal);
      expect(await survivors(started)).toEqual([]);
      expect(await answers(started.origin)).toBe(false);
    },
    120_000,
  );
});
