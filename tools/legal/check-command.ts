// `npm run legal:check`: the build's checks in a second; on GitHub, annotations and a summary too.
import { appendFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { openLegalFolder } from '../../src/legal/library/legal-folder.ts';
import {
  formatProblem,
  problemsSummary,
  type Finding,
  type LegalProblem,
} from '../../src/legal/problems.ts';
import { buildDayOf } from '../../src/config/build-day.ts';
import { buildMode, PRODUCTION_VARIABLE, type Env } from '../../src/config/build-mode.ts';
import { PROMOTIONS_DIR } from '../../src/config/legal-dir.ts';
import { productionReport, type ProductionFinding } from '../../src/config/production-findings.ts';
import { parseSiteSettings } from '../../src/config/settings.ts';
import { annotation, stepSummary } from './github-annotations.ts';

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

/** A problem and where it is; a setting (a variable) has no file. */
export type PlacedProblem = Finding & Partial<Pick<LegalProblem, 'file' | 'line'>>;

/** What stops the build: the line above the problems, one line each, and the problems. */
export type CheckStop = { summary: string; lines: string[]; problems: PlacedProblem[] };

/** A finding in a file is placed there; one of a setting names it in its message. */
const placed = (finding: ProductionFinding): PlacedProblem =>
  'setting' in finding
    ? { problem: `${finding.setting}: ${finding.problem}`, fix: finding.fix }
    : { file: finding.file, line: finding.line, problem: finding.problem, fix: finding.fix };

/** The folder opened as a build with `env`'s variables opens it. */
export const openFolder = (
  cwd: string,
  legalDir: string,
  env: Env,
  buildDay = buildDayOf(env),
  production = buildMode(env).production,
) =>
  openLegalFolder({
    root: pathToFileURL(`${cwd}/`),
    legalDir,
    promotionsDir: PROMOTIONS_DIR,
    buildDay,
    production,
    settings: parseSiteSettings(env),
    env,
  });

/** What stops a build of the folder with `env`'s variables; `undefined` when it would go on. */
async function checkStop(cwd: string, legalDir: string, env: Env): Promise<CheckStop | undefined> {
  const mode = buildMode(env);
  const opened = await openFolder(cwd, legalDir, env);
  if (!opened.library)
    return {
      summary: problemsSummary(opened.problems),
      lines: opened.problems.map(formatProblem),
      problems: opened.problems,
    };
  const report = productionReport(opened.findings, mode);
  return report?.refused
    ? { summary: report.summary, lines: report.lines, problems: opened.findings.map(placed) }
    : undefined;
}

/** The exit status: 1 when the build would stop. */
export async function legalCheck(run: CheckRun): Promise<number> {
  const { cwd, env: given, print, printError } = run;
  const env = run.production ? { ...given, [PRODUCTION_VARIABLE]: '1' } : given;
  const stop = await checkStop(cwd, run.legalDir, env);
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
