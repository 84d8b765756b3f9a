/**
 * A mistake in the legal content, as an editor reads it: the file and line to open, what is wrong
 * and what to do. Every check reports through this one shape, and a build or the dev server
 * stops on them through one error, `LegalContentError`: one line per problem, no stack trace.
 */
import { AstroError } from 'astro/errors';

export interface Problem {
  line: number;
  /** What is wrong, in the editor's words: `the link "#cookie" points at no section of this file`. */
  problem: string;
  /** What to do: `use one of its ids: scope, cookies`. */
  fix: string;
}

/** A problem in a named file. */
export interface LegalProblem extends Problem {
  /** Relative to the project: `content/legal/privacy.mdx`. */
  file: string;
}

/** What is wrong and what to do, before the line is known. */
export type Finding = Omit<Problem, 'line'>;

/** In file order: by file, then by line, the order an editor works through them. */
export const sortProblems = (problems: readonly LegalProblem[]): LegalProblem[] =>
  problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

/** `file:line: what is wrong`, the form editors and terminals link to. */
export const problemLocation = ({ file, line, problem }: LegalProblem) =>
  `${file}:${line}: ${problem}`;

/** One line, `file:line: what is wrong — what to do`. */
export const formatProblem = (problem: LegalProblem) =>
  `${problemLocation(problem)} — ${problem.fix}`;

/** `3 problems in the legal text (…):`, the line above them. */
export const problemsSummary = ({ length }: readonly unknown[]) =>
  `${length === 1 ? 'One problem' : `${length} problems`} in the legal text (content/legal/README.md explains each message):`;

/** The summary, then one line per problem, as a terminal shows them. */
export const problemsReport = (problems: readonly LegalProblem[]) =>
  [problemsSummary(problems), ...problems.map(formatProblem)].join('\n');

/**
 * The legal content's problems, stopping a build or shown by the dev server. A build's message
 * lists them all; the dev server's overlay shows the first, opens its file at its line, and says
 * how many more the terminal lists.
 */
export class LegalContentError extends AstroError {
  override name = 'LegalContentError';
  title: string;
  loc: { file: string; line: number };

  readonly problems: readonly LegalProblem[];

  constructor(problems: readonly LegalProblem[], root: URL, { dev }: { dev: boolean }) {
    const [first] = problems as [LegalProblem, ...LegalProblem[]];
    const others = problems.length - 1;
    super(
      dev ? formatProblem(first) : problemsReport(problems),
      `${dev && others ? `Fix this one first: the terminal lists the other ${others === 1 ? 'one' : others}. ` : ''}content/legal/README.md explains each message.`,
    );
    this.problems = problems;
    this.title =
      problems.length === 1
        ? 'A problem in the legal text'
        : `${problems.length} problems in the legal text`;
    this.loc = { file: new URL(first.file, root).pathname, line: first.line };
    this.stack = '';
  }

  // Astro's dev server replaces the hint of an error whose text says "document" or "window" with
  // advice about browser APIs; a legal message often says "document".
  override toString(): string {
    return this.name;
  }
}
