import { describe, expect, it } from 'vitest';
import { annotation, escapeData, escapeProperty, stepSummary } from './github-annotations';

const checkout = { workspace: '/home/runner/work/site/site', cwd: '/home/runner/work/site/site' };

describe('escaping, as @actions/core escapes workflow command values', () => {
  it('escapes %, CR and LF in a message, and leaves : and , as they are', () => {
    expect(escapeData('100% sure\r\nnext: a, b')).toBe('100%25 sure%0D%0Anext: a, b');
  });

  it('also escapes : and , in a property', () => {
    expect(escapeProperty('a:b,c%d\ne')).toBe('a%3Ab%2Cc%25d%0Ae');
  });

  it('escapes the % first, so an escape is never escaped twice', () => {
    expect(escapeProperty('%3A:')).toBe('%253A%3A');
  });
});

describe('an annotation', () => {
  const problem = {
    file: 'content/legal/terms.mdx',
    line: 5,
    problem: 'field "date" is "March 12, 2025"',
    fix: 'write it as 2025-03-12, 100%',
  };

  it('marks the problem at its file and line, with the message escaped', () => {
    expect(annotation(problem, checkout)).toBe(
      '::error file=content/legal/terms.mdx,line=5,title=Legal content check::field "date" is "March 12, 2025" — write it as 2025-03-12, 100%25',
    );
  });

  it('names the file relative to the repository root, from a subfolder or an absolute path', () => {
    const inSite = { workspace: '/repo', cwd: '/repo/site' };
    expect(annotation(problem, inSite)).toMatch(/^::error file=site\/content\/legal\/terms\.mdx,/);
    expect(
      annotation({ ...problem, file: '/repo/site/content/legal/privacy.mdx' }, inSite),
    ).toMatch(/^::error file=site\/content\/legal\/privacy\.mdx,line=5,/);
  });

  it('escapes a file name with a comma or a colon', () => {
    expect(annotation({ ...problem, file: 'content/a,b:c.mdx' }, checkout)).toMatch(
      /^::error file=content\/a%2Cb%3Ac\.mdx,line=5,/,
    );
  });

  it('has no file or line for a setting, and keeps the setting in the message', () => {
    expect(
      annotation(
        { problem: 'PUBLIC_BRAND_NAME="Pollfly": still the example value', fix: 'set it' },
        checkout,
      ),
    ).toBe(
      '::error title=Legal content check::PUBLIC_BRAND_NAME="Pollfly": still the example value — set it',
    );
  });
});

describe('the job summary', () => {
  it('lists every problem, beyond the 10 annotations GitHub shows, escaping table cells', () => {
    const problems = Array.from({ length: 12 }, (_, index) => ({
      file: `content/legal/terms.mdx`,
      line: index + 1,
      problem: `problem ${index + 1} | with a pipe`,
      fix: 'fix it\nnow',
    }));
    const summary = stepSummary(
      { summary: '12 problems in the legal text:', lines: [], problems },
      checkout,
    );
    const rows = summary.split('\n').filter((row) => row.startsWith('| content/'));
    expect(rows).toHaveLength(12);
    expect(rows[11]).toBe(
      '| content/legal/terms.mdx:12 | problem 12 \\| with a pipe | fix it now |',
    );
    expect(summary).toContain('12 problems in the legal text:');
  });
});
