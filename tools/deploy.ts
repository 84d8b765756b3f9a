// `npm run deploy`: what .github/workflows/deploy.yml runs (tools/deploy/deploy-site.ts).
import { spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { commandEnv, deploySite } from './deploy/deploy-site.ts';
import { liveCheck } from './deploy/live-check.ts';

const run = (command: readonly string[]) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    let output = '';
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: commandEnv(command, process.env),
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const)
      from.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        to.write(chunk);
      });
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

process.exitCode = await deploySite({
  env: process.env,
  run,
  liveCheck: (site) => liveCheck(site),
  wait: () => new Promise((resolve) => setTimeout(resolve, 10_000)),
  summary: async (markdown) => {
    const file = process.env['GITHUB_STEP_SUMMARY'];
    if (file) await appendFile(file, markdown);
  },
  say: (line) => console.log(line),
});
