// `astro dev` on a copy of the legal folder, so a test's edits never touch the shipped files.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const project = new URL('../../', import.meta.url).pathname;

export interface DevServer {
  origin: string;
  /** Relative to the project, as messages name it: `.e2e/dev-server-4403/legal`. */
  legalDir: string;
  output(): string;
  save(file: string, edit: (text: string) => string): Promise<void>;
  stop(): Promise<void>;
}

export async function startDevServer(port: number, buildDay: string): Promise<DevServer> {
  const copy = `.e2e/dev-server-${port}`;
  const legalDir = `${copy}/legal`;
  await rm(join(project, copy), { recursive: true, force: true });
  await mkdir(join(project, copy), { recursive: true });
  // The programmes sit beside the legal folder.
  for (const folder of ['legal', 'promotions'])
    await cp(join(project, 'content', folder), join(project, copy, folder), { recursive: true });
  let printed = '';
  const server: ChildProcess = spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port), '--strictPort'],
    {
      cwd: project,
      env: { ...process.env, LEGAL_CONTENT_DIR: legalDir, BUILD_DAY: buildDay, NO_COLOR: '1' },
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
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`astro dev did not start on port ${port}:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    legalDir,
    output: () => printed,
    async save(file, edit) {
      const path = join(project, legalDir, file);
      await writeFile(path, edit(await readFile(path, 'utf8')));
    },
    async stop() {
      if (server.exitCode === null && server.pid) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        process.kill(-server.pid, 'SIGTERM');
        await exited;
      }
      await rm(join(project, copy), { recursive: true, force: true });
    },
  };
}
