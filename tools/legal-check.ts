/**
 * `npm run legal:check [-- --production]`: every check the build runs before building, in
 * seconds, with the build's lines (`file:line: what is wrong — what to do`) and exit status.
 * Under GitHub Actions the problems are also marked on their lines in the pull request and
 * listed in the job summary (tools/legal/check-command.ts).
 */
import './vite-imports.ts';

const { legalCheck } = await import('./legal/check-command.ts');
const { LEGAL_DIR } = await import('../src/config/legal-dir.ts');

process.exitCode = await legalCheck({
  cwd: process.cwd(),
  legalDir: LEGAL_DIR,
  env: process.env,
  production: process.argv.includes('--production'),
  print: (line) => console.log(line),
  printError: (text) => console.error(text),
});
