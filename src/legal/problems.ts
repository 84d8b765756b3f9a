/**
 * A mistake in the legal content, as an editor reads it: the line to open, what is wrong and
 * what to do about it. Every check, the Markdown pipeline and the legal commands report through
 * this one shape and this one formatter, so every message has the same form and none can forget
 * the fix. Imports nothing, so the Node commands load it as it is.
 */
export interface Problem {
  line: number;
  /** What is wrong, in the editor's words: `the link "#cookie" points at no section of this file`. */
  problem: string;
  /** What to do: `use one of its ids: scope, cookies`. */
  fix: string;
}

/** A problem in a named file: what the content check reports. */
export interface LegalProblem extends Problem {
  /** Path shown in messages, relative to the project: `content/legal/privacy.mdx`. */
  file: string;
}

/** What is wrong and what to do, before the line is known. */
export type Finding = Omit<Problem, 'line'>;

/** In file order: by file, then by line, the order an editor works through them. */
export function sortProblems(problems: readonly LegalProblem[]): LegalProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Where a problem is and what is wrong, `file:line: what is wrong`, the form editors and terminals link to. */
export const problemLocation = ({ file, line, problem }: LegalProblem) =>
  `${file}:${line}: ${problem}`;

/** One line, `file:line: what is wrong — what to do`. */
export const formatProblem = (problem: LegalProblem) =>
  `${problemLocation(problem)} — ${problem.fix}`;

/** The line above a list of problems: `3 problems in the legal text (where to read about them):`. */
export const problemsSummary = ({ length }: readonly unknown[], where: string) =>
  `${length === 1 ? 'One problem' : `${length} problems`} in ${where}:`;

/** One line per problem. */
export function formatProblems(problems: readonly LegalProblem[]): string {
  return problems.map(formatProblem).join('\n');
}
