/**
 * The dev server's report of a mistake in the legal text: Astro's error overlay and terminal show
 * the first problem's one line (`file:line: what is wrong — what to do`), the file opened at that
 * line, and no stack trace, which would only say where the site's code noticed the mistake.
 */
import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import { formatProblem, type LegalProblem } from '../problems';

class LegalContentError extends AstroError {
  override name = 'LegalContentError';
  title: string;
  loc: { file: string; line: number };

  constructor(problems: readonly LegalProblem[], root: URL) {
    const [first] = problems as [LegalProblem, ...LegalProblem[]];
    const others = problems.length - 1;
    super(
      formatProblem(first),
      `${others ? `Fix this one first: the terminal lists the other ${others === 1 ? 'one' : others}. ` : ''}content/legal/README.md explains each message.`,
    );
    this.title =
      problems.length === 1
        ? 'A problem in the legal text'
        : `${problems.length} problems in the legal text`;
    this.loc = { file: fileURLToPath(new URL(first.file, root)), line: first.line };
    this.stack = '';
  }

  // Astro's dev server replaces the hint of any error whose text mentions "document" or "window"
  // with advice about browser APIs; a legal message often says "document".
  override toString(): string {
    return this.name;
  }
}

/** Throws the first of `problems` (their files relative to `root`), if there are any. */
export function throwLegalProblems(problems: readonly LegalProblem[], root: URL): void {
  if (problems.length) throw new LegalContentError(problems, root);
}
