/**
 * The table of mistakes an editor can make, careless or hostile: each row is one edit to a copy
 * of the fixture legal folder (e2e/fixtures/legal) and of a fixture programme
 * (fixtures/promotions), opened from disk as the build and `npm run legal:check` open it
 * (`openLegalFolder`). Every row must give, as its first problem, one line naming the file and the
 * line of the mistake, and no stack trace. The exact wording of each message is pinned by
 * content-errors.test.ts; this table pins where each lands. A new kind of mistake found later is
 * one more row. Two real `astro build`s prove the build stops on the same lines, at both places
 * it stops: when its content layer loads the texts (a frontmatter mistake), and when it renders
 * the pages (a mistake in the text's body).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, glob, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSources } from './content-mistakes.fixture';
import { openLegalFolder } from '../library/legal-folder';
import { formatProblem, problemsSummary } from '../problems';
import { parseSiteSettings } from '../../config/settings';

const project = new URL('../../../', import.meta.url);
const LEGAL = 'content/legal';
const PROMOTIONS = 'content/promotions';
const PROGRAMME = `${PROMOTIONS}/daily-cash-2027.yaml`;
const SPANISH_PROGRAMME = `${PROMOTIONS}/es/daily-cash-2027.yaml`;
const TERMS = `${LEGAL}/terms.mdx`;
const BUILD_DAY = '2027-01-10';

interface Mistake {
  kind: string;
  /** The file edited, relative to the copy's root. */
  file: string;
  edit: (text: string) => string;
  /** Where the first problem must point: this file (by default the one edited), this line. */
  at: { file?: string; line: number };
  /** Words the first problem must hold, where the row is about the message. */
  says?: RegExp;
}

function replace(find: string | RegExp, replacement: string) {
  return (text: string) => {
    const changed = text.replace(find, replacement);
    if (changed === text) throw new Error(`the row's edit found no ${String(find)}`);
    return changed;
  };
}

/** The fixture Terms' paragraph on line 21, with `words` in it. */
const inParagraph = (words: string) =>
  replace('You must be 21 years old', `You must be 21 years ${words} old`);

const mistakes: Mistake[] = [
  // The frontmatter.
  {
    kind: 'an unclosed quote',
    file: TERMS,
    edit: replace('title: Terms', 'title: "Terms'),
    at: { line: 2 },
  },
  {
    kind: 'a colon in an unquoted value',
    file: TERMS,
    edit: replace('description: Fixture terms', 'description: Fixture: terms'),
    at: { line: 3 },
  },
  {
    kind: 'a missing field',
    file: TERMS,
    edit: replace(/^description: .*\n/m, ''),
    at: { line: 1 },
  },
  {
    kind: 'a day that does not exist',
    file: TERMS,
    edit: replace('date: 2099-01-01', 'date: 2099-02-30'),
    at: { line: 5 },
  },
  {
    kind: 'an unknown field',
    file: TERMS,
    edit: replace('dateLabel: Effective', 'dateLabel: Effective\nauthor: Legal'),
    at: { line: 5 },
  },
  {
    kind: 'no frontmatter',
    file: TERMS,
    edit: replace(/^---\n/, ''),
    at: { line: 1 },
  },
  // Headings and their ids.
  {
    kind: 'a "#" heading',
    file: TERMS,
    // A section no reference names: a referenced one is also reported where it is referenced.
    edit: replace('## 6. Contact us', '# 6. Contact us'),
    at: { line: 47 },
  },
  {
    kind: 'a heading too deep',
    file: TERMS,
    edit: replace('You must be 21', '#### Age {#age}\n\nYou must be 21'),
    at: { line: 21 },
  },
  {
    kind: 'a section without an id',
    file: TERMS,
    edit: replace('## 1. Accounts {#accounts}', '## 1. Accounts'),
    at: { line: 17 },
  },
  {
    kind: 'an id with characters ids cannot use',
    file: TERMS,
    edit: replace('{#fair-play}', '{#Fair_Play}'),
    at: { line: 23 },
  },
  {
    kind: 'an id used twice',
    file: TERMS,
    edit: replace('{#closing}', '{#fees}'),
    at: { line: 41 },
  },
  {
    kind: 'section numbers out of order',
    file: TERMS,
    edit: replace('## 2. Fair play', '## 7. Fair play'),
    at: { line: 23 },
  },
  // Links and references.
  {
    kind: 'a link to no page of the site',
    file: TERMS,
    edit: replace('to open an account.', 'to open an [account](/nowhere).'),
    at: { line: 21 },
  },
  {
    kind: 'a link to no section',
    file: TERMS,
    edit: replace('to open an account.', 'to open an [account](#nowhere).'),
    at: { line: 21 },
  },
  {
    kind: 'a section number typed by hand',
    file: TERMS,
    edit: replace('to open an account.', 'to open an account, as Section 4 says.'),
    at: { line: 21 },
  },
  {
    kind: 'a reference to no id',
    file: TERMS,
    edit: replace('<Ref to="closing" />', '<Ref to="shutting" />'),
    at: { line: 15 },
  },
  {
    kind: 'a reference without a target',
    file: TERMS,
    edit: replace('<Ref to="closing" />', '<Ref />'),
    at: { line: 15 },
  },
  // Tags.
  {
    kind: 'an <InShort> never closed',
    file: TERMS,
    edit: replace('Who may open an account.</InShort>', 'Who may open an account.'),
    at: { line: 19 },
    says: /add <\/InShort> where the text it wraps ends/,
  },
  {
    kind: 'a <Define> never closed',
    file: TERMS,
    edit: inParagraph('<Define>Entrant'),
    at: { line: 21 },
    says: /add <\/Define>/,
  },
  {
    kind: 'a <Lettered> list never closed',
    file: TERMS,
    edit: replace('You must be 21', '<Lettered>\n\n- first\n- second\n\nYou must be 21'),
    at: { line: 21 },
    says: /add <\/Lettered>/,
  },
  {
    kind: 'a <Setting> without its closing slash',
    file: `${LEGAL}/privacy.mdx`,
    edit: replace('<Setting name="supportEmail" />', '<Setting name="supportEmail">'),
    at: { line: 22 },
    says: /end it with "\/>"/,
  },
  {
    kind: 'a closing tag for a tag that closes itself',
    file: TERMS,
    edit: inParagraph('</Ref>'),
    at: { line: 21 },
    says: /closes itself/,
  },
  {
    kind: 'a closing tag never opened',
    file: TERMS,
    edit: inParagraph('</InShort>'),
    at: { line: 21 },
  },
  {
    kind: 'an unknown setting',
    file: `${LEGAL}/privacy.mdx`,
    edit: replace('name="supportEmail"', 'name="supportPhone"'),
    at: { line: 22 },
  },
  {
    kind: 'a setting without a name',
    file: `${LEGAL}/privacy.mdx`,
    edit: replace('<Setting name="supportEmail" />', '<Setting />'),
    at: { line: 22 },
  },
  {
    kind: 'an unknown rule',
    file: TERMS,
    edit: inParagraph('<Rule name="maximumAge" />'),
    at: { line: 21 },
  },
  {
    kind: 'a term used but never defined',
    file: TERMS,
    edit: inParagraph('<Term>Entrant</Term>'),
    at: { line: 21 },
  },
  {
    kind: 'a section without a summary',
    file: TERMS,
    edit: replace('<InShort>Who may open an account.</InShort>\n\n', ''),
    at: { line: 17 },
  },
  {
    kind: 'an empty summary',
    file: TERMS,
    edit: replace('<InShort>Who may open an account.</InShort>', '<InShort></InShort>'),
    at: { line: 19 },
  },
  // Raw HTML and the characters MDX reads as syntax.
  {
    kind: 'an HTML tag',
    file: TERMS,
    edit: inParagraph('<b>really</b>'),
    at: { line: 21 },
  },
  {
    kind: 'an HTML block',
    file: TERMS,
    edit: replace('You must be 21 years old to open an account.', '<div>You must be 21.</div>'),
    at: { line: 21 },
  },
  {
    kind: 'an HTML comment',
    file: TERMS,
    edit: inParagraph('<!-- check -->'),
    at: { line: 21 },
  },
  {
    kind: 'a "<" in the text',
    file: TERMS,
    edit: inParagraph('<18'),
    at: { line: 21 },
  },
  {
    kind: 'curly braces around words',
    file: TERMS,
    edit: inParagraph('{or more}'),
    at: { line: 21 },
  },
  {
    kind: 'a "{" never closed',
    file: TERMS,
    edit: inParagraph('{'),
    at: { line: 21 },
  },
  // Markdown the page would show but the PDF cannot.
  {
    kind: 'a quotation',
    file: TERMS,
    edit: replace('You must be 21', '> You must be 21'),
    at: { line: 21 },
  },
  {
    kind: 'a horizontal rule',
    file: TERMS,
    edit: replace('You must be 21', '***\n\nYou must be 21'),
    at: { line: 21 },
  },
  {
    kind: 'an image',
    file: TERMS,
    edit: inParagraph('![a photograph](/photo.jpg)'),
    at: { line: 21 },
  },
  {
    kind: 'a fenced code block',
    file: TERMS,
    edit: replace('You must be 21', '```\nage >= 21\n```\n\nYou must be 21'),
    at: { line: 21 },
  },
  {
    kind: 'a setting on a line of its own',
    file: `${LEGAL}/privacy.mdx`,
    edit: replace('Write to <Setting name="supportEmail" />.', '<Setting name="supportEmail" />'),
    at: { line: 22 },
  },
  {
    kind: 'a footnote',
    file: TERMS,
    edit: replace('to open an account.', 'to open an account.[^1]\n\n[^1]: In most states.'),
    at: { line: 21 },
  },
  // Lines MDX would run as code.
  {
    kind: 'an import line',
    file: TERMS,
    edit: replace(
      'These fixture Terms',
      'import Notice from "../notice.js"\n\nThese fixture Terms',
    ),
    at: { line: 13 },
    says: /a line starting with "import" is read as code/,
  },
  {
    kind: 'an export line',
    file: TERMS,
    edit: replace('These fixture Terms', 'export const age = 18\n\nThese fixture Terms'),
    at: { line: 13 },
    says: /a line starting with "export" is read as code/,
  },
  {
    kind: 'an import line in a translation',
    file: `${LEGAL}/es/terms/2024-06-01.mdx`,
    edit: replace('Estas Condiciones', 'import X from "./x.js"\n\nEstas Condiciones'),
    at: { line: 9 },
  },
  // Characters.
  {
    kind: 'a NUL byte',
    file: TERMS,
    edit: inParagraph('\u0000'),
    at: { line: 21 },
    says: /column 22: U\+0000 NULL is a control character/,
  },
  {
    kind: 'an escape character',
    file: TERMS,
    edit: inParagraph('\u001b[31m'),
    at: { line: 21 },
    says: /U\+001B ESCAPE/,
  },
  {
    kind: 'a right-to-left override',
    file: TERMS,
    edit: inParagraph('\u202e'),
    at: { line: 21 },
    says: /column 22: U\+202E RIGHT-TO-LEFT OVERRIDE is an invisible direction mark/,
  },
  {
    kind: 'a directional isolate',
    file: TERMS,
    edit: inParagraph('\u2067'),
    at: { line: 21 },
    says: /U\+2067 RIGHT-TO-LEFT ISOLATE/,
  },
  {
    kind: 'a zero-width space',
    file: TERMS,
    edit: replace('Accounts {#accounts}', 'Acc\u200bounts {#accounts}'),
    at: { line: 17 },
    says: /column 10: U\+200B ZERO WIDTH SPACE/,
  },
  {
    kind: 'a byte-order mark inside the text',
    file: TERMS,
    edit: inParagraph('\ufeff'),
    at: { line: 21 },
    says: /U\+FEFF ZERO WIDTH NO-BREAK SPACE/,
  },
  {
    kind: 'a carriage return alone',
    file: TERMS,
    edit: inParagraph('\r'),
    at: { line: 21 },
    says: /U\+000D CARRIAGE RETURN/,
  },
  {
    kind: 'a character the PDF font cannot draw',
    file: TERMS,
    edit: inParagraph('\u2192'),
    at: { line: 21 },
    says: /"→" \(U\+2192\) is not in Inter/,
  },
  {
    kind: 'an emoji in the title',
    file: TERMS,
    edit: replace('title: Terms of Service', 'title: Terms of Service \u{1F600}'),
    at: { line: 2 },
  },
  {
    kind: 'bytes that are not UTF-8',
    file: TERMS,
    edit: inParagraph('\ufffd'),
    at: { line: 21 },
    says: /U\+FFFD REPLACEMENT CHARACTER/,
  },
  {
    kind: 'a direction mark in a translation',
    file: `${LEGAL}/es/terms/2024-06-01.mdx`,
    edit: replace('Debe tener 18', 'Debe tener \u202e18'),
    at: { line: 15 },
  },
  // Published texts.
  {
    kind: 'an edit to an archived version',
    file: `${LEGAL}/archive/terms/2099-03-01.mdx`,
    edit: replace(/account\./, 'acount.'),
    at: { line: 5 },
  },
  // The programmes.
  {
    kind: 'a programme whose YAML does not parse',
    file: PROGRAMME,
    edit: replace('name: Daily Cash Sweepstakes 2027', 'name: "Daily Cash Sweepstakes 2027'),
    at: { line: 3 },
  },
  {
    kind: 'an unknown programme field',
    file: PROGRAMME,
    edit: replace('timeZone:', 'colour: blue\ntimeZone:'),
    at: { line: 6 },
  },
  {
    kind: 'Official Rules that do not exist',
    file: PROGRAMME,
    edit: replace('officialRules: 2025-01-01', 'officialRules: 2025-02-01'),
    at: { line: 4 },
  },
  {
    kind: 'an entry period that ends before it starts',
    file: PROGRAMME,
    edit: replace('end: 2027-12-31T23:59:59', 'end: 2026-12-31T23:59:59'),
    at: { line: 9 },
  },
  {
    kind: 'a direction mark in a programme',
    file: PROGRAMME,
    edit: replace('name: Daily Cash', 'name: Daily \u202eCash'),
    at: { line: 3 },
    says: /column 13: U\+202E/,
  },
  {
    kind: 'a NUL byte in a programme',
    file: PROGRAMME,
    edit: replace('excludedStates: []', 'excludedStates: \u0000[]'),
    at: { line: 5 },
  },
  {
    kind: 'a character the PDF font cannot draw, in a programme translation',
    file: SPANISH_PROGRAMME,
    edit: replace('# El área', '# \u2192 El área'),
    at: { line: 3 },
  },
];

/** What a Windows editor writes, which the check accepts: the registered hash ignores both. */
const accepted: Pick<Mistake, 'kind' | 'file' | 'edit'>[] = [
  { kind: 'CRLF line endings', file: TERMS, edit: (text) => text.replaceAll('\n', '\r\n') },
  { kind: 'a byte-order mark opening the file', file: TERMS, edit: (text) => `\ufeff${text}` },
];

let root: string;
const originals = new Map<string, string>();

/** The fixture folder, the consent wording the library needs, and a programme its Official Rules govern. */
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-mistakes-'));
  await cp(new URL('e2e/fixtures/legal', project), join(root, LEGAL), { recursive: true });
  await cp(new URL('fixtures/promotions', import.meta.url), join(root, PROMOTIONS), {
    recursive: true,
  });
  await writeSources(root, {});
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Applies `edit` to `file` for the length of `run`. */
async function editing<T>(file: string, edit: (text: string) => string, run: () => Promise<T>) {
  const path = join(root, file);
  const original = originals.get(file) ?? (await readFile(path, 'utf8'));
  originals.set(file, original);
  await writeFile(path, edit(original));
  try {
    return await run();
  } finally {
    await writeFile(path, original);
  }
}

/** What stops the build of the copy, as `npm run legal:check` prints it: the summary, then a line each. */
async function checkOutput(): Promise<string> {
  const opened = await openLegalFolder({
    root: pathToFileURL(`${root}/`),
    legalDir: LEGAL,
    promotionsDir: PROMOTIONS,
    buildDay: BUILD_DAY,
    production: false,
    settings: parseSiteSettings({}),
    env: {},
  });
  return opened.problems.length
    ? [problemsSummary(opened.problems), ...opened.problems.map(formatProblem)].join('\n')
    : '';
}

/** The first problem line of a report: the line after its summary. */
const firstProblem = (output: string) => output.split('\n')[1];

const at = (file: string, line: number) =>
  new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${line}: `);

describe('every mistake is one line at its place, before anything is built', () => {
  it('the copy itself passes', async () => {
    expect(await checkOutput()).toBe('');
  });

  it.each(mistakes)('$kind', async ({ file, edit, at: where, says }) => {
    const output = await editing(file, edit, checkOutput);
    expect(output).toMatch(/^(One problem|\d+ problems) in the legal text/);
    expect(output).not.toMatch(/\n\s+at /);
    const first = firstProblem(output);
    expect(first).toMatch(at(where.file ?? file, where.line));
    if (says) expect(first).toMatch(says);
  });

  it.each(accepted)('accepts $kind', async ({ file, edit }) => {
    expect(await editing(file, edit, checkOutput)).toBe('');
  });
});

const run = promisify(execFile);

/**
 * A real build of the copy: its exit code, what it printed (the copy's folder written `<copy>`),
 * and the files it wrote. The copy is named relative to the project, as a legal folder must be
 * (`LEGAL_CONTENT_DIR`); its programmes are read beside it.
 */
async function build(): Promise<{ code: number; printed: string[]; wrote: string[] }> {
  const cwd = fileURLToPath(project);
  const outDir = join(root, 'dist');
  const legalDir = join(relative(cwd, root), LEGAL);
  const result = await run(
    process.execPath,
    [join(cwd, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
    {
      cwd,
      // A shell's environment, not Vitest's: its NODE_ENV, MODE and DEV would make the build a dev one.
      env: {
        PATH: process.env['PATH'],
        HOME: process.env['HOME'],
        LEGAL_CONTENT_DIR: legalDir,
        BUILD_DAY,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
  const printed = result.output
    .split('\n')
    .filter((line) => line && !line.startsWith('npm warn'))
    .map((line) =>
      line
        .replace(/^\d\d:\d\d:\d\d /, '')
        .replaceAll(legalDir, '<copy>/content/legal')
        .replaceAll(root, '<copy>'),
    );
  const wrote = existsSync(outDir) ? await Array.fromAsync(glob('**/*', { cwd: outDir })) : [];
  try {
    return { code: result.code, printed, wrote };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

describe('a real build stops with the same lines, and no stack trace', { timeout: 120_000 }, () => {
  it('on a frontmatter mistake, when its content layer loads the texts: before it writes anything', async () => {
    const { code, printed, wrote } = await editing(
      `${LEGAL}/privacy.mdx`,
      replace('title: Privacy Policy', 'title: "Privacy Policy'),
      build,
    );
    expect(code).toBe(1);
    expect(printed.join('\n')).not.toMatch(/\n\s+at /);
    expect(
      printed.slice(printed.findIndex((line) => line.startsWith('[LegalContentError]'))),
    ).toEqual([
      '[LegalContentError] One problem in the legal text (content/legal/README.md explains each message):',
      '<copy>/content/legal/privacy.mdx:2: a quote opened on this line is never closed — add the closing quote, or remove the opening one',
      '  Hint:',
      '    content/legal/README.md explains each message.',
      '  Location:',
      '    <copy>/content/legal/privacy.mdx:2:0',
    ]);
    expect(wrote).toEqual([]);
  });

  it('on an import line, when it renders the pages: before it writes any page', async () => {
    const { code, printed, wrote } = await editing(
      TERMS,
      replace('These fixture Terms', 'import Notice from "../notice.js"\n\nThese fixture Terms'),
      build,
    );
    expect(code).toBe(1);
    expect(printed.join('\n')).not.toMatch(/\n\s+at /);
    // The import line, and the registered text it changed.
    expect(
      printed.slice(printed.findIndex((line) => line.startsWith('[LegalContentError]'))),
    ).toEqual([
      '[LegalContentError] 2 problems in the legal text (content/legal/README.md explains each message):',
      '<copy>/content/legal/terms.mdx:13: a line starting with "import" is read as code, which a legal text cannot hold — remove the line, or reword it so that it does not start with "import": a legal text loads nothing, and its tags need no import',
      '<copy>/content/legal/terms.mdx:5: the text of the version of January 1, 2099 has changed since it was published — to publish the change as a new version, run npm run legal:archive -- terms (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run npm run legal:correct -- terms 2099-01-01 "what was corrected"',
      '  Hint:',
      '    content/legal/README.md explains each message.',
      '  Location:',
      '    <copy>/content/legal/terms.mdx:13:0',
    ]);
    expect(wrote.filter((file) => file.endsWith('.html'))).toEqual([]);
  });
});
