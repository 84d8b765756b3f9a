// The tests start Xvfb themselves (CI runs only `npm test`); `-displayfd` picks a free display.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { XVFB } from '../../tools/browser-engines';

type VirtualDisplay = { display: string; stop(): Promise<void> };

export async function startXvfb(): Promise<VirtualDisplay> {
  const args = ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'];
  const server = spawn(XVFB, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const number = await new Promise<string>((resolve, reject) => {
    (server.stdio[3] as Readable).once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
  });
  return {
    display: `:${number}`,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill();
      await once(server, 'exit');
    },
  };
}
