/**
 * The editors' folder the content tests work in (`fixtures/legal`: a Privacy Policy, Terms and
 * Official Rules, archived versions and a Spanish translation, all registered), and one mistake of
 * each kind an editor makes in it, with the exact report the build gives for it. Two tests read
 * this one list: `content-errors.test.ts` opens the folder in memory as the build does, and
 * `tools/legal-check.test.ts` writes it to disk for `npm run legal:check`, so the two cannot drift
 * apart. Each mistake is made in the next version of a document, after the editors' routine:
 * archive the version in force, then write the next one (`withNextVersion`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  LEGAL_DIR,
  consentFixture,
  problemLines,
  registerOf,
  type Sources,
} from '../library/legal-sources.fixture.ts';
import { CONSENT_SOURCE } from '../consent/consent-source.ts';
import type { DocumentName } from '../fields.ts';

/** The next version's day, as the routine leaves it before the editor's change. */
export const NEXT_DAY = '2027-07-01';
/** The day the tests build on: after every version of the folder has taken effect, before the next. */
export const CHECK_DAY = '2027-06-01';

/** The folder's texts, relative to it. */
const TEXTS = [
  'privacy.mdx',
  'archive/privacy/2025-03-12.mdx',
  'terms.mdx',
  'archive/terms/2025-03-12.mdx',
  'es/terms/2026-11-26.mdx',
  'official-rules.mdx',
];

export const REGISTER = `${LEGAL_DIR}/register.json`;
/** A file of the folder, by its path in it: `textFile('es/terms/2026-11-26.mdx')`. */
export const textFile = (name: string) => `${LEGAL_DIR}/${name}`;

/**
 * The folder as published, by file: every text registered with its hash (the register names no
 * publication day, as for versions registered before the notice rule, so none needs a notice).
 */
export function publishedFolder(): Sources {
  const texts = Object.fromEntries(
    TEXTS.map((name) => [
      textFile(name),
      readFileSync(new URL(`fixtures/legal/${name}`, import.meta.url), 'utf8'),
    ]),
  );
  return { ...texts, [REGISTER]: registerOf(texts) };
}

export function replaceOnce(text: string, find: string | RegExp, replacement: string): string {
  const changed = text.replace(find, replacement);
  if (changed === text) throw new Error(`the test's edit found no ${String(find)}`);
  return changed;
}

/** The version in force rewritten as the next version: a new date, no notice, one change. */
export function nextVersion(text: string): string {
  return replaceOnce(
    // Each main file carries its notice on the line after its date; the next version keeps it there.
    replaceOnce(text, /^date: .*\nnotice: .*$/m, `date: ${NEXT_DAY}\nnotice: none`),
    /^changes:\n( {2}- .*\n)+/m,
    'changes:\n  - A test change.\n',
  );
}

/** `sources` after the routine for `document`: its main file archived, then `edit` made to the next version. */
export function withNextVersion(
  sources: Sources,
  document: DocumentName,
  edit: (text: string) => string = (text) => text,
): Sources {
  const main = textFile(`${document}.mdx`);
  const inForce = sources[main]!;
  const day = /^date: (\S+)$/m.exec(inForce)![1]!;
  return {
    ...sources,
    [textFile(`archive/${document}/${day}.mdx`)]: inForce,
    [main]: edit(nextVersion(inForce)),
  };
}

/** Writes `sources` under the project folder `root`, with the consent wording the library needs. */
export async function writeSources(root: string, sources: Sources): Promise<void> {
  for (const [file, text] of Object.entries({ [CONSENT_SOURCE]: consentFixture, ...sources })) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
}

/** What stops a build of `sources` on `buildDay`, one line per problem; `''` when it goes on. */
export async function reportOf(
  sources: Sources,
  { production = false, buildDay = CHECK_DAY }: { production?: boolean; buildDay?: string } = {},
): Promise<string> {
  return (await problemLines(sources, { buildDay, production })).join('\n');
}

export interface EditorMistake {
  name: string;
  document: DocumentName;
  /** The edit: the first `find` in the next version becomes `replacement`. */
  find: string;
  replacement: string;
  /** The whole report, one line per problem, paths under `content/legal`. */
  report: string;
}

/** The published folder after the routine for the mistake's document, with the mistake made. */
export const mistakenFolder = ({ document, find, replacement }: EditorMistake): Sources =>
  withNextVersion(publishedFolder(), document, (text) => replaceOnce(text, find, replacement));

export const editorMistakes: readonly EditorMistake[] = [
  {
    name: 'an unclosed quote in the frontmatter',
    document: 'privacy',
    find: 'title: Privacy Policy',
    replacement: 'title: "Privacy Policy',
    report:
      'content/legal/privacy.mdx:2: a quote opened on this line is never closed — add the closing quote, or remove the opening one',
  },
  {
    name: 'a date that does not exist',
    document: 'terms',
    find: `date: ${NEXT_DAY}`,
    replacement: 'date: 2025-02-30',
    report:
      'content/legal/terms.mdx:5: field "date" is a day that does not exist — check the month and the day (YYYY-MM-DD)',
  },
  {
    name: 'an id used twice',
    document: 'privacy',
    find: '{#links}',
    replacement: '{#cookies}',
    report:
      'content/legal/privacy.mdx:37: the id "cookies" is already used on line 25 — give this section an id of its own',
  },
  {
    name: 'a subsection numbered out of step',
    document: 'terms',
    find: '### 8.3 Agreement to arbitrate',
    replacement: '### 8.4 Agreement to arbitrate',
    report:
      'content/legal/terms.mdx:80: this subsection is numbered 8.4, but its place in the document makes it 8.3 — run npm run legal:renumber -- terms: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves',
  },
  {
    name: 'a reference to an id that does not exist',
    document: 'terms',
    find: '<Ref to="termination" />',
    replacement: '<Ref to="terminaton" />',
    report:
      'content/legal/terms.mdx:11: to="terminaton" names no section of this file — use one of its ids: agreement, acceptance, accounts, one-account, third-party-providers, prohibited-conduct, sweepstakes, publicity, termination, dispute-resolution, governing-law, informal-resolution, agreement-to-arbitrate, external-sites, changes, annex-a, annex-a-consent, annex-a-paper-copies',
  },
  {
    name: 'a "{" never closed',
    document: 'privacy',
    find: 'We are based in the United States',
    replacement: 'We are based in the {United States',
    report:
      'content/legal/privacy.mdx:53: a "{" is opened here but never closed — remove it: curly braces are only for the {#id} after a heading and for {/* notes */}',
  },
  {
    name: 'a second "In short" summary in a section',
    document: 'official-rules',
    find: '</InShort>',
    replacement: '</InShort>\n\n<InShort></InShort>',
    report:
      'content/legal/official-rules.mdx:17: section "1. Sponsor" already has an "In short" summary, on line 15 — keep one summary per section: merge the two',
  },
  {
    name: 'an adverse change (notice: advance) dated sooner than 30 days after it is published',
    document: 'terms',
    find: `date: ${NEXT_DAY}\nnotice: none`,
    replacement: 'date: 2027-06-20\nnotice: advance',
    report:
      "content/legal/terms.mdx:5: this version makes an adverse change (notice: advance) and takes effect on June 20, 2027, sooner than 30 days after it is published today, June 1, 2027, at the earliest — set date to 2027-07-01 or later, the earliest allowed date; if nothing in it is to the reader's disadvantage, set notice: none instead",
  },
];
