/**
 * A problem found while Astro compiles a legal page. Neither a build nor the dev server should
 * meet one: the content check has stopped the build before, and the dev server checks each legal
 * file before it compiles it (check/compile-check-plugin.ts). Should the pipeline ever disagree
 * with the check, Astro still shows where and what as the message and the fix as its hint.
 */
import { AstroError } from 'astro/errors';
import { problemLocation, type LegalProblem } from '../problems';

// @astrojs/mdx places an error it passes on at the `line` and `column` the error carries.
export const problemError = (problem: LegalProblem) =>
  Object.assign(new AstroError(problemLocation(problem), problem.fix), {
    line: problem.line,
    column: 1,
  });
