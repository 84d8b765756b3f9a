/**
 * How the legal content's problems reach an editor: one line each, `file:line: what is wrong —
 * what to do`, in file order under one summary; and the one error a build or the dev server stops
 * on. The dev server's overlay shows the first problem as the message, opens its file at its
 * line and counts the others in the hint; a build's message is the whole report. Neither has a
 * stack trace.
 */
import { describe, expect, it } from 'vitest';
import {
  LegalContentError,
  formatProblem,
  problemsReport,
  problemsSummary,
  sortProblems,
  type LegalProblem,
} from './problems';

const root = new URL('file:///project/');

const reference: LegalProblem = {
  file: 'content/legal/privacy.mdx',
  line: 32,
  problem: 'to="linkz" names no section of this file',
  fix: 'use one of its ids: scope, links',
};
const wording: LegalProblem = {
  file: 'content/legal/privacy.mdx',
  line: 5,
  problem: 'the text of the version of November 26, 2026 has changed since it was published',
  fix: 'run npm run legal:archive -- privacy',
};
const quote: LegalProblem = {
  file: 'content/legal/terms.mdx',
  line: 4,
  problem: 'a quote opened on this line is never closed',
  fix: 'add the closing quote, or remove the opening one',
};

describe('the lines', () => {
  it('are file:line: what is wrong — what to do', () => {
    expect(formatProblem(quote)).toBe(
      'content/legal/terms.mdx:4: a quote opened on this line is never closed — add the closing quote, or remove the opening one',
    );
  });

  it('come in file order: by file, then by line', () => {
    expect(sortProblems([quote, reference, wording])).toEqual([wording, reference, quote]);
  });

  it('follow a summary that counts them and names the guide', () => {
    expect(problemsSummary([quote])).toBe(
      'One problem in the legal text (content/legal/README.md explains each message):',
    );
    expect(problemsReport([reference, quote])).toBe(
      [
        '2 problems in the legal text (content/legal/README.md explains each message):',
        formatProblem(reference),
        formatProblem(quote),
      ].join('\n'),
    );
  });
});

describe('LegalContentError', () => {
  const problems = [reference, wording, quote];

  it('in the dev server: the first problem is the message, at its file and line, the others counted', () => {
    const error = new LegalContentError(problems, root, { dev: true });
    expect(error.message).toBe(formatProblem(reference));
    expect(error.loc).toEqual({ file: '/project/content/legal/privacy.mdx', line: 32 });
    expect(error.title).toBe('3 problems in the legal text');
    expect(error.hint).toBe(
      'Fix this one first: the terminal lists the other 2. content/legal/README.md explains each message.',
    );
  });

  it('in the dev server, with one other problem and with none', () => {
    expect(new LegalContentError([reference, quote], root, { dev: true }).hint).toBe(
      'Fix this one first: the terminal lists the other one. content/legal/README.md explains each message.',
    );
    const alone = new LegalContentError([quote], root, { dev: true });
    expect(alone.title).toBe('A problem in the legal text');
    expect(alone.hint).toBe('content/legal/README.md explains each message.');
  });

  it('in a build: the message is the whole report', () => {
    const error = new LegalContentError(problems, root, { dev: false });
    expect(error.message).toBe(problemsReport(problems));
    expect(error.hint).toBe('content/legal/README.md explains each message.');
    expect(error.loc).toEqual({ file: '/project/content/legal/privacy.mdx', line: 32 });
  });

  it('has no stack trace, and keeps its problems', () => {
    const error = new LegalContentError(problems, root, { dev: false });
    expect(error.stack).toBe('');
    expect(error.problems).toEqual(problems);
  });

  it('never names "document" or "window" as text, which makes the dev server rewrite its hint', () => {
    // Astro's dev server replaces the hint of an error whose text mentions either word.
    const error = new LegalContentError(
      [{ ...quote, problem: 'the document has no window of time' }],
      root,
      { dev: true },
    );
    expect(String(error)).not.toMatch(/document|window/);
  });
});
