// `npm run legal:check [-- --production]`: the build's checks, in seconds, without building.
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
