// Problems as `::error` annotations (GitHub shows 10 a step) and as a job summary listing them all.
import { isAbsolute, relative, resolve } from 'node:path';
import type { CheckStop, PlacedProblem } from './check-command.ts';

/** @actions/core `escapeData`: a message. */
export const escapeData = (value: string) =>
  value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/** @actions/core `escapeProperty`: a `file=`, `line=` or `title=` value. */
export const escapeProperty = (value: string) =>
  escapeData(value).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** Where the files are: GitHub places annotations by paths relative to the repository's root. */
export interface Checkout {
  /** `GITHUB_WORKSPACE`, the repository's root. */
  workspace: string;
  /** The folder the check ran in, which the problems' paths are relative to. */
  cwd: string;
}

const repositoryPath = (file: string, { workspace, cwd }: Checkout) => {
  const path = relative(workspace, isAbsolute(file) ? file : resolve(cwd, file));
  return path.split('\\').join('/');
};

const TITLE = 'Legal content check';

/** `::error file=…,line=…,title=…::what is wrong — what to do`. */
export function annotation(problem: PlacedProblem, checkout: Checkout): string {
  const properties = [
    ...(problem.file ? [`file=${escapeProperty(repositoryPath(problem.file, checkout))}`] : []),
    ...(problem.file && problem.line ? [`line=${problem.line}`] : []),
    `title=${escapeProperty(TITLE)}`,
  ];
  return `::error ${properties.join(',')}::${escapeData(`${problem.problem} — ${problem.fix}`)}`;
}

/** A table cell: a pipe or a line break would end it. */
const cell = (value: string) => value.replaceAll('|', '\\|').replace(/\r?\n/g, ' ');

/** Every problem, for `$GITHUB_STEP_SUMMARY` (Markdown). */
export function stepSummary(stop: CheckStop, checkout: Checkout): string {
  const rows = stop.problems.map(({ file, line, problem, fix }) => {
    const where = file ? `${repositoryPath(file, checkout)}${line ? `:${line}` : ''}` : '';
    return `| ${cell(where)} | ${cell(problem)} | ${cell(fix)} |`;
  });
  return [
    `### ${TITLE}`,
    '',
    cell(stop.summary),
    '',
    '| Where | What is wrong | What to do |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
