/**
 * One mistake of each kind an editor makes in a legal text, with the exact report the content
 * check gives for it. Two tests read this one list: `content-errors.test.ts` checks the texts in
 * memory, as the build's check does, and `check-folder.test.ts` writes each mistake into a copy
 * of the folder and runs `npm run legal:check`'s check on it, so the two cannot drift apart.
 * Each mistake is made in the next version of a document, after the editors' routine: archive the
 * version in force, then write the next one (`nextVersion`).
 */

/** The next version's day and notice, as the routine leaves them before the editor's change. */
export const NEXT_DAY = '2027-07-01';
/** After every shipped version has taken effect, so each document's main file is the one in force. */
export const CHECK_DAY = '2027-06-01';

/** The version in force rewritten as the next version: a new date, no notice, one change. */
export function nextVersion(text: string): string {
  return replaceOnce(
    // Each main file carries its notice on the line after its date; the next version keeps it there.
    replaceOnce(text, /^date: .*\nnotice: .*$/m, `date: ${NEXT_DAY}\nnotice: none`),
    /^changes:\n( {2}- .*\n)+/m,
    'changes:\n  - A test change.\n',
  );
}

export function replaceOnce(text: string, find: string | RegExp, replacement: string): string {
  const changed = text.replace(find, replacement);
  if (changed === text) throw new Error(`the test's edit found no ${String(find)}`);
  return changed;
}

export interface EditorMistake {
  name: string;
  document: 'privacy' | 'terms' | 'official-rules';
  /** The edit: the first `find` in the next version becomes `replacement`. */
  find: string;
  replacement: string;
  /** The whole report, one line per problem, paths under `content/legal`. */
  report: string;
}

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
      'content/legal/privacy.mdx:286: the id "cookies" is already used on line 266 — give this section an id of its own',
  },
  {
    name: 'a subsection numbered out of step',
    document: 'terms',
    find: '### 15.3 Agreement to arbitrate',
    replacement: '### 15.4 Agreement to arbitrate',
    report:
      'content/legal/terms.mdx:268: this subsection is numbered 15.4, but its place in the document makes it 15.3 — run npm run legal:renumber -- terms: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves',
  },
  {
    name: 'a reference to an id that does not exist',
    document: 'terms',
    find: '<Ref to="termination" />',
    replacement: '<Ref to="terminaton" />',
    report:
      'content/legal/terms.mdx:29: to="terminaton" names no section of this file — use one of its ids: agreement, acceptance, who-we-are, changes, accounts, eligibility, one-account, accurate-information, automated-accounts, refuse-accounts, account-security, third-party-providers, prohibited-activities, prohibited-conduct, suspension, sweepstakes, free-entry, entry-limits, automated-entries, minimum-entries, ending-early, excluded-persons, official-rules-govern, prizes, rewards, results-and-winners, decisions-final, corrections, winner-requirements, publicity, taxes, account-changes, representations, termination, termination-by-you, termination-by-us, after-termination, disclaimers, limitation-of-liability, indemnification, dispute-resolution, governing-law, informal-resolution, agreement-to-arbitrate, arbitration-process, arbitration-fees, mass-arbitration, confidentiality, small-claims, class-action-waiver, arbitration-opt-out, arbitration-changes, jury-waiver, external-sites, entire-agreement, privacy, contact, annex-a, annex-a-consent, annex-a-requirements, annex-a-withdrawal, annex-a-contact-update, annex-a-paper-copies, annex-a-our-signatures',
  },
  {
    name: 'a "{" never closed',
    document: 'privacy',
    find: 'We are based in the United States',
    replacement: 'We are based in the {United States',
    report:
      'content/legal/privacy.mdx:308: a "{" is opened here but never closed — remove it: curly braces are only for the {#id} after a heading and for {/* notes */}',
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
