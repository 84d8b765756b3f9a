// `astro dev` in a copy of the project, so a test's edits never touch the shipped files.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyProject } from './project-copy';

export interface DevServer {
  origin: string;
  /** Relative to the project, as messages name it. */
  legalDir: string;
  output(): string;
  save(file: string, edit: (text: string) => string): Promise<void>;
  stop(): Promise<void>;
}

export async function startDevServer(port: number, buildDay: string): Promise<DevServer> {
  const copy = await copyProject();
  const legalDir = 'content/legal';
  let printed = '';
  const server: ChildProcess = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port), '--strictPort'],
    {
      cwd: copy.root,
      env: { ...process.env, BUILD_DAY: buildDay, NO_COLOR: '1' },
      // Its own process group, so stopping it stops whatever it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await fetch(origin).catch(() => undefined))?.ok) {
    if (server.exitCode !== null || Date.now() > deadline) {
      if (server.exitCode === null) process.kill(-server.pid!, 'SIGKILL');
      await copy.remove();
      throw new Error(`astro dev did not start on port ${port}:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    legalDir,
    output: () => printed,
    async save(file, edit) {
      const path = join(copy.root, legalDir, file);
      await writeFile(path, edit(await readFile(path, 'utf8')));
    },
    async stop() {
      if (server.exitCode === null && server.pid) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        process.kill(-server.pid, 'SIGTERM');
        await exited;
      }
      await copy.remove();
    },
  };
}
