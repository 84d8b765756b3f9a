/**
 * What an editor sees for each mistake in a legal text that the guide (content/legal/README.md)
 * lists: the exact lines that stop the build, pinned as snapshots, because error messages are part
 * of the product. Each case starts from the fixture folder (`fixtures/legal`, read by
 * content-mistakes.fixture.ts), archives the document being edited and makes it an upcoming
 * version (the guide's routine), then makes exactly one mistake: every snapshot must show that one
 * mistake, at its line, once. The mistakes of published versions and their dates are in
 * version-errors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { registerOf } from '../library/legal-sources.fixture';
import {
  REGISTER,
  editorMistakes,
  mistakenFolder,
  publishedFolder,
  replaceOnce,
  reportOf,
  textFile,
  withNextVersion,
} from './content-mistakes.fixture';
import type { DocumentName } from '../fields';

const PRIVACY = textFile('privacy.mdx');
const SPANISH_TERMS = textFile('es/terms/2026-11-26.mdx');

/** The report after the routine for `document` and one edit to its next version. */
const edit = (document: DocumentName, find: string | RegExp, replacement: string) =>
  reportOf(
    withNextVersion(publishedFolder(), document, (text) => replaceOnce(text, find, replacement)),
  );

/** The report after an edit to a file in place, without the routine. */
function editInPlace(file: string, find: string | RegExp, replacement: string) {
  const folder = publishedFolder();
  return reportOf({ ...folder, [file]: replaceOnce(folder[file]!, find, replacement) });
}

describe('the fixture folder', () => {
  it('passes every check, in production too', async () => {
    expect(await reportOf(publishedFolder(), { production: true })).toBe('');
  });

  it('passes after the guide routine: archive, then write the next version', async () => {
    expect(await reportOf(withNextVersion(publishedFolder(), 'terms'))).toBe('');
  });
});

describe('one mistake of each kind, as legal:check reports it too (content-mistakes.fixture.ts)', () => {
  it.each(editorMistakes)('$name', async (mistake) => {
    expect(await reportOf(mistakenFolder(mistake))).toBe(mistake.report);
  });
});

describe('frontmatter mistakes are reported once, at their line, with nothing else', () => {
  it('a colon inside an unquoted value', async () => {
    expect(
      await edit('terms', 'description: The rules', 'description: Terms: the rules'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:3: a ": " inside this value reads as the start of another field — put the whole value in double quotes"`,
    );
  });

  it('a missing field', async () => {
    expect(await edit('privacy', /^description: .*\n/m, '')).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:1: field "description" is missing — add it: the summary shown in search results, 50–160 characters"`,
    );
  });

  it('a date written in words', async () => {
    expect(await edit('terms', 'date: 2027-07-01', 'date: March 12, 2025')).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: field "date" is not written as YYYY-MM-DD — write it as 2025-03-12"`,
    );
  });

  it('an unknown date label', async () => {
    expect(
      await edit('official-rules', 'dateLabel: Last updated', 'dateLabel: Updated'),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:4: field "dateLabel" is "Updated" — use one of: "Effective", "Last updated""`,
    );
  });

  it('a description too short and an unknown field', async () => {
    expect(
      await edit('privacy', /^description: .*$/m, 'description: Our policy.\nauthor: Legal team'),
    ).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:3: field "description" is too short — write 50–160 characters: the summary shown in search results
      content/legal/privacy.mdx:4: field "author" is not a known field — remove it, or correct its spelling: the fields are title, description, dateLabel, date, notice, changes"
    `);
  });

  it('a list of changes that is not a list', async () => {
    expect(
      await edit('terms', 'changes:\n  - A test change.', 'changes: A test change.'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:7: field "changes" is not a list — list what this version changed, each point on its own line starting with "  - ""`,
    );
  });

  it('no frontmatter at all', async () => {
    expect(await edit('terms', /^---\n[\s\S]*?\n---\n/, '')).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:1: the file does not start with frontmatter — begin it with a line "---", the fields title, description, dateLabel, date, notice and changes, then a line "---""`,
    );
  });
});

describe('a frontmatter mistake is reported at its own line, whichever line it is on', () => {
  /** The next Privacy Policy's frontmatter, a field or a point a line: lines 2 to 10 of the file. */
  const frontmatter = [
    'title: Privacy Policy',
    'description: How we collect, use, share and protect your personal information.',
    'dateLabel: Effective',
    'date: 2027-07-01',
    'notice: advance',
    'changes:',
    '  - The first point.',
    '  - The second point.',
    '  - The third point.',
  ];
  const withFrontmatter = (lines: readonly string[]) =>
    edit('privacy', /^---\n[\s\S]*?\n---\n/, `---\n${lines.join('\n')}\n---\n`);
  const mistakes: Record<string, (value: string) => string> = {
    'a double quote never closed': (value) => `"${value}`,
    'a single quote never closed': (value) => `'${value}`,
    'a ": " inside an unquoted value': (value) => `${value}: more`,
    'a value that is not text': () => '[]',
  };

  it('the frontmatter as written passes', async () => {
    expect(await withFrontmatter(frontmatter)).toBe('');
  });

  for (const [index, written] of frontmatter.entries()) {
    const [, start, value] = /^(\s*- |\w+: )(.+)$/.exec(written) ?? [];
    if (start === undefined || value === undefined) continue;
    for (const [mistake, make] of Object.entries(mistakes)) {
      it(`${mistake}, on line ${index + 2} (${written.trim()})`, async () => {
        const lines = frontmatter.with(index, `${start}${make(value)}`);
        const report = (await withFrontmatter(lines)).split('\n');
        expect(report).toHaveLength(1);
        expect(report[0]).toMatch(new RegExp(`^content/legal/privacy\\.mdx:${index + 2}: `));
      });
    }
  }
});

describe('section mistakes', () => {
  it('a new section without an id', async () => {
    expect(
      await edit(
        'privacy',
        "## 6. Children's privacy {#children}",
        "### 5.1 Websites we recommend\n\nSome text.\n\n## 6. Children's privacy {#children}",
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:43: this section has no id — end the heading with one: "### 5.1 Websites we recommend {#websites-we-recommend}" (links and bookmarks use it, so never change it once published)"`,
    );
  });

  it('a published section whose id was removed gets its published id back, not a new one', async () => {
    expect(
      await edit(
        'privacy',
        '## 5. Links to other websites {#links}',
        '## 5. Links to other websites',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:37: this section has no id — end the heading with the id it was published with: "## 5. Links to other websites {#links}" (links and bookmarks to the published text use it)"`,
    );
  });

  it('a published section whose id was removed in place, under a new number (the #children of an issue)', async () => {
    // The archived Privacy Policy numbers "Children's privacy" 5; the one in force, 6.
    const report = await editInPlace(
      PRIVACY,
      "## 6. Children's privacy {#children}",
      "## 6. Children's privacy",
    );
    const [first, ...rest] = report.split('\n');
    expect(first).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:43: this section has no id — end the heading with the id it was published with: "## 6. Children's privacy {#children}" (links and bookmarks to the published text use it)"`,
    );
    expect(rest.join('\n')).toContain('has changed since it was published');
  });

  it('an id with capitals and underscores', async () => {
    expect(await edit('privacy', '{#data-storage}', '{#Data_Storage}')).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:49: the id "Data_Storage" has characters ids cannot use — use lowercase letters, digits and single hyphens, like {#data-storage}"`,
    );
  });

  it('a "#" heading and a "####" heading', async () => {
    expect(
      await edit(
        'privacy',
        '## 1. Scope of this policy {#scope}',
        '# Privacy\n\n## 1. Scope of this policy {#scope}\n\n#### Detail {#detail}',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:13: this is a "#" heading, but the page title comes from the frontmatter — start sections with "##" and subsections with "###"
      content/legal/privacy.mdx:17: "####" headings are deeper than the site supports — use "##" for sections and "###" for subsections"
    `);
  });

  it('a section added without renumbering the ones after it', async () => {
    expect(
      await edit(
        'terms',
        '## 6. Publicity {#publicity}',
        '## 6. Prize claims {#prize-claims}\n\n<InShort>How to claim a prize.</InShort>\n\nClaim prizes promptly.\n\n## 6. Publicity {#publicity}',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:62: this section is numbered 6, but its place in the document makes it 7 (7 more headings after it are out of step) — run npm run legal:renumber -- terms: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves"`,
    );
  });

  it('a renumbering left half done gives one answer: run the command', async () => {
    // The new section 2 is numbered; "Accounts" still says 2 while its subsection already says 3.
    const halfDone = withNextVersion(publishedFolder(), 'terms', (text) =>
      replaceOnce(
        text,
        '## 2. Accounts and eligibility {#accounts}',
        '## 2. Fair play {#fair-play}\n\n<InShort>Same rules for all.</InShort>\n\nEveryone plays by the same rules.\n\n## 2. Accounts and eligibility {#accounts}',
      ).replace(/^### 2\.(\d) /gm, '### 3.$1 '),
    );
    expect(await reportOf(halfDone)).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:27: this section is numbered 2, but its place in the document makes it 3 (11 more headings after it are out of step) — run npm run legal:renumber -- terms: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves"`,
    );
  });

  it('an annex lettered out of step, which the command leaves as it is', async () => {
    expect(await edit('terms', '## Annex A:', '## Annex B:')).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:96: this annex is lettered B, but its place in the document makes it A — letter it A (only the letter: its id stays); references written with <Ref> follow by themselves"`,
    );
  });
});

describe('link and reference mistakes', () => {
  it('a link to a section that does not exist, in another document', async () => {
    expect(
      await edit(
        'terms',
        '[how we use cookies](/privacy#cookies)',
        '[how we use cookies](/privacy#cookie)',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:88: the link "/privacy#cookie" points at no section of /privacy — use one of its ids: scope, information-collection, cookies, financial-incentive, links, children, data-storage, contact"`,
    );
  });

  it('a link to a page that does not exist, and one written without "/"', async () => {
    expect(
      await edit(
        'privacy',
        '[Terms of Service](/terms#accounts)',
        '[Terms of Service](/rules) and [terms](terms#accounts)',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:11: the link "terms#accounts" is not a site path — start it with "/" (for example /terms#accounts), or write "#id" for a section of this file
      content/legal/privacy.mdx:11: the link "/rules" points at no page of this site — use one of: /, /support, /promotions, /privacy, /terms, /official-rules"
    `);
  });

  it('a reference to a section without a number', async () => {
    expect(
      await edit('terms', '<Ref to="termination" />', '<Ref to="annex-a-consent" />'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:11: the section "annex-a-consent" of this file has no number for <Ref> to show — refer to it with words instead, like [its heading](#annex-a-consent)"`,
    );
  });

  it('a range written backwards', async () => {
    expect(
      await edit(
        'terms',
        'to="third-party-providers" through="external-sites"',
        'to="external-sites" through="third-party-providers"',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:88: the range runs backwards: Section 3 does not come after Section 9 — put the first section in to and the last in through"`,
    );
  });

  it('a section number typed by hand, in a link and in the text', async () => {
    expect(
      await edit(
        'terms',
        'in <Ref to="dispute-resolution" />, which affect',
        'in [Section 8](#dispute-resolution), which affect',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:11: the link text "Section 8" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="dispute-resolution" /> and the build writes the number"`,
    );
    expect(
      await edit(
        'terms',
        'If we change this <Ref to="dispute-resolution" />, the change',
        'If we change this Section 8, the change',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:94: "Section 8" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="dispute-resolution" /> and the build writes the number"`,
    );
    expect(
      await edit(
        'terms',
        '<Ref to="third-party-providers" through="external-sites" />',
        'Sections 3 through 9',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:88: "Sections 3 through 9" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="third-party-providers" through="external-sites" /> and the build writes the number"`,
    );
  });

  it('a section number typed by hand in Spanish, in a link and in the text', async () => {
    // Registered as edited, so that the report is the typed numbers alone.
    const folder = publishedFolder();
    const translation = replaceOnce(
      folder[SPANISH_TERMS]!,
      'Léalas con atención.',
      'Léalas con atención, sobre todo la sección 8.2, las Secciones 3 a 9 y la [sección 8](#dispute-resolution).',
    );
    const texts = { ...folder, [SPANISH_TERMS]: translation };
    expect(await reportOf({ ...texts, [REGISTER]: registerOf(texts) })).toMatchInlineSnapshot(`
      "content/legal/es/terms/2026-11-26.mdx:10: the link text "sección 8" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="dispute-resolution" /> and the build writes the number
      content/legal/es/terms/2026-11-26.mdx:10: "sección 8.2" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="informal-resolution" /> and the build writes the number
      content/legal/es/terms/2026-11-26.mdx:10: "Secciones 3 a 9" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="third-party-providers" through="external-sites" /> and the build writes the number"
    `);
  });

  it('links into a document whose frontmatter is broken are not reported', async () => {
    expect(await edit('privacy', 'date: 2027-07-01', 'date: 2027-07-01"')).not.toContain(
      'terms.mdx',
    );
  });
});

describe('value components', () => {
  it('an unknown rule, an unknown setting and a rule without a name', async () => {
    expect(
      await edit(
        'terms',
        'at least <Rule name="minimumAge" /> years',
        'at least <Rule name="minAge" /> years, <Setting name="email" />, <Rule />',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:25: <Rule name="minAge" /> is not a known rule — use one of: minimumAge, childAge, minimumEntries, entriesPerDay, taxReportingThreshold, taxIdThreshold, form1099Threshold, affidavitDays, noticeDays, liabilityFloor, liabilityLookbackMonths, arbitrationVenue, governingLaw, privacyConfirmBusinessDays, privacyResponseDays, privacyExtensionDays
      content/legal/terms.mdx:25: <Setting name="email" /> is not a known setting — use one of: brandName, legalEntity, postalAddress, supportEmail, siteUrl, surveyDataValue, surveyDataValueEs, privacyPhone, arbitrationProvider, arbitrationRules, arbitrationRulesUrl
      content/legal/terms.mdx:25: <Rule> does not say which value to show — add a name, like <Rule name="minimumAge" />"
    `);
  });

  it('a path on a setting that is not the site URL, and a path that is not a page address', async () => {
    expect(
      await edit(
        'terms',
        'at least <Rule name="minimumAge" /> years',
        'at least <Rule name="minimumAge" /> years, <Setting name="supportEmail" path="/promotions" />, <Setting name="siteUrl" path="promotions/Daily_Cash" />',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:25: <Setting name="supportEmail" path="/promotions" /> adds a path to a setting that is not an address — use path only with name="siteUrl"
      content/legal/terms.mdx:25: path="promotions/Daily_Cash" is not a page address of this site — write it like path="/promotions": lowercase words joined by "-" and "/""
    `);
  });

  it('a tag the legal texts cannot use', async () => {
    expect(
      await edit('terms', 'To keep the Services fair', '<Note>To keep the Services fair</Note>'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:41: <Note> is not a tag the legal texts can use — use Rule, Setting, Ref, Lettered, InShort, Define, Term, or write "less than" for a "<" in the text"`,
    );
  });
});

describe('MDX syntax mistakes, in words an editor understands', () => {
  it('a "<" in the text', async () => {
    expect(
      await edit(
        'privacy',
        'children under <Rule name="childAge" /> may not use it',
        'children <13 may not use it',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:47: a "<" in the text starts a tag, but no tag follows — write "less than" instead of "<""`,
    );
  });

  it('curly braces around words', async () => {
    expect(
      await edit(
        'privacy',
        'We are based in the United States',
        'We are based in the {United States}',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:53: the text in curly braces is read as code and is not valid code — remove the curly braces: they are only for the {#id} after a heading and for {/* notes */}"`,
    );
    expect(
      await edit('privacy', 'We are based in the United States', 'We are based in the {US}'),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:53: "{US}" is read as code — remove the curly braces: they are only for the {#id} after a heading and for {/* notes */}"`,
    );
  });

  it('an HTML comment', async () => {
    expect(
      await edit(
        'privacy',
        '## 5. Links to other websites {#links}',
        '<!-- check with counsel -->\n\n## 5. Links to other websites {#links}',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:37: HTML comments ("<!-- … -->") are not allowed — write a note to other editors as {/* note */}, or remove it"`,
    );
  });

  it('a <Lettered> list never closed, and a stray closing tag', async () => {
    expect(
      await edit(
        'terms',
        '2. collude with others to manipulate the outcome of any sweepstakes, or encourage, help or allow anyone else to do any of the things listed above.\n\n</Lettered>',
        '2. collude with others.\n',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:43: the tag <Lettered> is opened here but never closed — add </Lettered> on its own line after the list, with an empty line before it"`,
    );
    expect(
      await edit('terms', 'To keep the Services fair', '</Lettered> To keep the Services fair'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:41: </Lettered> closes a tag that was never opened — remove it, or add <Lettered> where the wrapped text starts"`,
    );
  });

  it('a value tag without its closing slash', async () => {
    expect(
      await edit(
        'terms',
        'at least <Rule name="minimumAge" /> years',
        'at least <Rule name="minimumAge"> years',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:25: the tag <Rule> is opened here but never closed — end it with "/>", like <Rule name="…" />"`,
    );
  });

  it('an "In short" summary never closed, and a closing tag for a tag that closes itself', async () => {
    expect(
      await edit('terms', /(<InShort>You accept these Terms[^<]*)<\/InShort>/, '$1'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:15: the tag <InShort> is opened here but never closed — add </InShort> where the text it wraps ends"`,
    );
    expect(
      await edit(
        'terms',
        'Please read them carefully.',
        'Please read <Ref to="agreement" /></Ref> them.',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:11: </Ref> closes a tag that was never opened — remove it: <Ref to="…" /> closes itself"`,
    );
  });

  it('links into a document that does not parse are not reported', async () => {
    expect(
      await edit(
        'privacy',
        'We are based in the United States',
        'We are based in the {United States',
      ),
    ).not.toContain('terms.mdx');
  });
});

describe('"In short" summaries and defined terms', () => {
  it('a section without a summary', async () => {
    expect(
      await edit('official-rules', /^<InShort>Entering and winning are free\..*\n\n/m, ''),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:19: section "2. No Purchase or Survey Necessary" has no "In short" summary — add <InShort>one to three plain sentences</InShort> on its own line right after the heading (see "In short" in content/legal/README.md)"`,
    );
  });

  it('a summary over the length limit', async () => {
    expect(
      await edit(
        'privacy',
        'It does not cover other companies',
        `${'It says a great deal more than it should. '.repeat(8)}It does not cover other companies`,
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:15: this "In short" summary is 419 characters, over the limit of 300 — shorten it to one to three plain sentences: say what matters most to the reader, and leave the detail to the section"`,
    );
  });

  it('an empty summary', async () => {
    expect(
      await edit('privacy', /<InShort>This policy covers .*<\/InShort>/, '<InShort></InShort>'),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:15: this "In short" summary is empty — write one to three plain sentences saying what the section does, promising nothing the section does not"`,
    );
  });

  it('a summary before the first section', async () => {
    expect(
      await edit(
        'terms',
        'Welcome to',
        '<InShort>These Terms are the rules of the Services.</InShort>\n\nWelcome to',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:11: this "In short" summary is before the first section, so it summarises nothing — move it right after the "##" heading of the section it summarises, or remove it"`,
    );
  });

  it('a summary in a subsection only', async () => {
    expect(
      await edit(
        'terms',
        /^(<InShort>You accept these Terms.*<\/InShort>\n\n)(### 1\.1 Acceptance \{#acceptance\}\n\n)/m,
        '$2$1',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:17: this "In short" summary is in subsection "1.1 Acceptance", but summaries belong to whole sections — move it right after the heading "## 1. Agreement to these Terms", before its first "###""`,
    );
  });

  it('a second summary in a section', async () => {
    expect(
      await edit(
        'privacy',
        'We collect information you give us,',
        '<InShort>We collect what you give us.</InShort>\n\nWe collect information you give us,',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:23: section "2. Information we collect" already has an "In short" summary, on line 21 — keep one summary per section: merge the two"`,
    );
  });

  it('a summary inside other text', async () => {
    expect(
      await edit(
        'privacy',
        'We collect information you give us,',
        'We collect information you give us, <InShort>and more,</InShort>',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:23: this "In short" summary is inside other text of section "2. Information we collect" — put <InShort>…</InShort> on its own line, right after the heading "## 2. Information we collect""`,
    );
  });

  it('a term used but never defined', async () => {
    expect(
      await edit(
        'official-rules',
        'sign and return an Affidavit of Eligibility and,',
        'sign and return an <Term>Affidavit of Eligibility</Term> and,',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:29: <Term> links to "Affidavit of Eligibility", which this document never defines — mark its definition with <Define>Affidavit of Eligibility</Define>, or use one of the defined terms: Promotion, Sponsor"`,
    );
  });

  it('a term defined twice', async () => {
    expect(
      await edit(
        'official-rules',
        'Each potential winner must sign',
        'Each potential winner (a "<Define>Sponsor</Define>") must sign',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:29: the term "Sponsor" is already defined on line 17 — define each term once: keep one <Define>, and mark other uses with <Term>"`,
    );
  });
});

describe('what no later stage could publish is refused by the check, at its line', () => {
  it('an import line and an export line', async () => {
    expect(
      await edit('terms', '## 1. Agreement', 'import Notice from "./notice.js"\n\n## 1. Agreement'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:13: a line starting with "import" is read as code, which a legal text cannot hold — remove the line, or reword it so that it does not start with "import": a legal text loads nothing, and its tags need no import"`,
    );
    expect(
      await edit('terms', '## 1. Agreement', 'export const age = 18\n\n## 1. Agreement'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:13: a line starting with "export" is read as code, which a legal text cannot hold — remove the line, or reword it so that it does not start with "export": a legal text loads nothing, and its tags need no import"`,
    );
  });

  it('a control character, a direction override and a zero-width space', async () => {
    expect(
      await edit(
        'terms',
        'Please read them carefully.',
        'Please read \u0000them \u202ecarefully\u200b.',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:11: column 184: U+0000 NULL is a control character: no one sees it, and browsers, PDF viewers and comparisons of versions drop it or stop at it — delete it (it usually comes from pasting out of another program); your editor's "show invisible characters" option shows where it is
      content/legal/terms.mdx:11: column 190: U+202E RIGHT-TO-LEFT OVERRIDE is an invisible direction mark: it makes a browser show the words after it in another order than the text holds them, so readers would see other words than the registered text — delete it: the legal texts run left to right and need no direction marks; your editor's "show invisible characters" option shows where it is
      content/legal/terms.mdx:11: column 200: U+200B ZERO WIDTH SPACE is invisible: it makes words that look the same differ, in search, in the comparison of versions and in the registered hash — delete it: none of the site's languages needs it, and the page breaks lines by itself; your editor's "show invisible characters" option shows where it is"
    `);
  });

  it('a character the PDF font cannot draw, in a translation: the loader refuses it before the register is read', async () => {
    expect(
      await editInPlace(SPANISH_TERMS, 'Le damos la bienvenida', 'Le damos → la bienvenida'),
    ).toMatchInlineSnapshot(
      `"content/legal/es/terms/2026-11-26.mdx:10: column 10: "→" (U+2192) is not in Inter, the font the PDFs are set in, so no PDF could show it — write it in letters of the Latin alphabet and common punctuation instead (an arrow as "to", an emoji in words), or ask a developer to give the PDFs a font that has it"`,
    );
  });
});
