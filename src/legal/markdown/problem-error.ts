/**
 * A problem found while Astro compiles a legal page. A build never meets one (the content check
 * has stopped it before), but the dev server checks only at start, so an editor previewing an
 * edit can: Astro's overlay and terminal then show where and what as the message, and the fix as
 * its hint, the way Astro reports its own configuration mistakes.
 */
import { AstroError } from 'astro/errors';
import { problemLocation, type LegalProblem } from '../problems';

export const problemError = (problem: LegalProblem) =>
  new AstroError(problemLocation(problem), problem.fix);
