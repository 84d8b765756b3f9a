/**
 * A mistake in the legal content, as an editor reads it: the file and line to open, what is
 * wrong and what to do about it. Every check reports through this shape, so every message has
 * the same form and none can forget the fix.
 */
export interface LegalProblem {
  /** Path shown in messages, relative to the project: `content/legal/privacy.mdx`. */
  file: string;
  line: number;
  /** What is wrong, in the editor's words: `the link "#cookie" points at no section of this file`. */
  problem: string;
  /** What to do: `use one of its ids: scope, cookies`. */
  fix: string;
}

/** In file order: by file, then by line, the order an editor works through them. */
export function sortProblems(problems: readonly LegalProblem[]): LegalProblem[] {
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** One line per problem, `file:line: what is wrong — what to do`, the form editors and terminals link to. */
export function formatProblems(problems: readonly LegalProblem[]): string {
  return problems.map(({ file, line, problem, fix }) => `${file}:${line}: ${problem} — ${fix}`).join('\n');
}
