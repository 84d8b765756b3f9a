/**
 * The last guard of a build stage that reads editor input after the content check: the PDFs and
 * what is made from them. The check refuses everything these stages cannot take, so none should
 * ever stop; should one still refuse a text, Astro would print "Caught error rendering" and two
 * stack traces, which read like a crash in the site's code. Instead the build ends with one line:
 * the stage, then the stage's own `file:line: what is wrong — what to do`. An error that names no
 * line of a file is the site's own and keeps its stack trace, as the dev server keeps every error
 * for its overlay.
 */

/** `content/legal/terms.mdx:11: …`: how every stage words a problem in an editor's file. */
const LOCATED_PROBLEM = /^\S+:\d+: /;

/** The one line a build prints for `error`, if it is a problem in an editor's file. */
export function stageFailureLine(stage: string, error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (!LOCATED_PROBLEM.test(message)) return undefined;
  return `[ERROR] [${stage}] ${message.split('\n')[0]} (this stage stopped the build; tell a developer, so the content check refuses it first)`;
}

/** `work`, the part of `stage` ("legal-pdf") that reads an editor's file. */
export async function atStage<T>(stage: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const line = import.meta.env.DEV ? undefined : stageFailureLine(stage, error);
    if (!line) throw error;
    // Astro writes each route's name and then its time on one line: the stage's line starts its own.
    console.error(`\n${line}`);
    process.exit(1);
  }
}
