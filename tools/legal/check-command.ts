/**
 * What `npm run legal:check` does (tools/legal-check.ts runs it): every check the build runs
 * before building, the build's lines on stderr and its exit status; under GitHub Actions the
 * problems also go to stdout as annotations and to the job summary.
 */
import { appendFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { checkFolder } from '../../src/legal/check/check-folder.ts';
import { buildDayFrom } from '../../src/config/build-day.ts';
import { PRODUCTION_VARIABLE } from '../../src/config/build-mode.ts';
import { annotation, stepSummary } from './github-annotations.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface CheckRun {
  /** The project folder, which the legal folder's path is relative to. */
  cwd: string;
  /** The legal folder: `content/legal`, or `LEGAL_CONTENT_DIR`. */
  legalDir: string;
  env: Env;
  /** `--production`: check as a production build does. */
  production: boolean;
  print: (line: string) => void;
  printError: (text: string) => void;
}

/** The exit status: 1 when the build would stop. */
export async function legalCheck(run: CheckRun): Promise<number> {
  const { cwd, env: given, print, printError } = run;
  const env = run.production ? { ...given, [PRODUCTION_VARIABLE]: '1' } : given;
  const stop = await checkFolder(
    pathToFileURL(`${cwd}/`),
    run.legalDir,
    buildDayFrom(env['BUILD_DAY']),
    env,
  );
  if (!stop) {
    print('Every check the build runs passed: the build would go on.');
    return 0;
  }
  printError([stop.summary, ...stop.lines].join('\n'));
  if (env['GITHUB_ACTIONS'] === 'true') {
    const checkout = { workspace: env['GITHUB_WORKSPACE'] || cwd, cwd };
    for (const problem of stop.problems) print(annotation(problem, checkout));
    const summaryFile = env['GITHUB_STEP_SUMMARY'];
    if (summaryFile) await appendFile(summaryFile, stepSummary(stop, checkout));
  }
  return 1;
}
