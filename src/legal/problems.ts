// A mistake in the legal content as an editor reads it: file, line, what is wrong, what to do.
import { AstroError } from 'astro/errors';

export type Problem = { line: number; problem: string; fix: string };
export type LegalProblem = Problem & { file: string };
export type Finding = Omit<Problem, 'line'>;

export const sortProblems = (problems: readonly LegalProblem[]): LegalProblem[] =>
  problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
/** One line, `file:line: what is wrong — what to do`, the form editors and terminals link to. */
export const formatProblem = ({ file, line, problem, fix }: LegalProblem) =>
  `${file}:${line}: ${problem} — ${fix}`;
export const problemsSummary = ({ length }: readonly unknown[]) =>
  `${length === 1 ? 'One problem' : `${length} problems`} in the legal text (content/legal/README.md explains each message):`;
export const problemsReport = (problems: readonly LegalProblem[]) =>
  [problemsSummary(problems), ...problems.map(formatProblem)].join('\n');

/** The dev server's overlay shows the first, opens its file at its line, and counts the others. */
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

  // Astro's dev overlay swaps the hint of an error saying "document" for advice on browser APIs.
  override toString(): string {
    return this.name;
  }
}
