/**
 * A problem found while the Markdown pipeline resolves a legal text. Neither a build nor the dev
 * server should meet one: the content check has refused the text before, in a build and after
 * each save. Should the pipeline ever disagree with the check, Astro still shows where and what as
 * the message and the fix as its hint.
 */
import { AstroError } from 'astro/errors';
import { problemLocation, type LegalProblem } from '../problems';

export const problemError = (problem: LegalProblem) =>
  new AstroError(problemLocation(problem), problem.fix);
