/**
 * `npm run legal:check [-- --production]`: every check the build runs before building, in
 * seconds, with the build's lines (`file:line: what is wrong — what to do`) and exit status.
 * Under GitHub Actions the problems are also marked on their lines in the pull request and
 * listed in the job summary.
 */
import { appendFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import './vite-imports.ts';

const { checkFolder } = await import('../src/legal/check/check-folder.ts');
const { buildDayFrom } = await import('../src/config/build-day.ts');
const { LEGAL_DIR } = await import('../src/config/legal-dir.ts');
const { PRODUCTION_VARIABLE } = await import('../src/config/build-mode.ts');
const { annotation, stepSummary } = await import('./legal/github-annotations.ts');

const env = process.argv.includes('--production')
  ? { ...process.env, [PRODUCTION_VARIABLE]: '1' }
  : process.env;
const cwd = process.cwd();
const stop = await checkFolder(
  pathToFileURL(`${cwd}/`),
  LEGAL_DIR,
  buildDayFrom(env['BUILD_DAY']),
  env,
);

if (!stop) {
  console.log('Every check the build runs passed: the build would go on.');
} else {
  console.error([stop.summary, ...stop.lines].join('\n'));
  if (env['GITHUB_ACTIONS'] === 'true') {
    const checkout = { workspace: env['GITHUB_WORKSPACE'] || cwd, cwd };
    for (const problem of stop.problems) console.log(annotation(problem, checkout));
    const summaryFile = env['GITHUB_STEP_SUMMARY'];
    if (summaryFile) await appendFile(summaryFile, stepSummary(stop, checkout));
  }
  process.exitCode = 1;
}
