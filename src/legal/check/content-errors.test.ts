/**
 * What an editor sees for each mistake the guide (content/legal/README.md) lists: the exact
 * output of the content check, pinned as snapshots, because error messages are part of the
 * product. Each case starts from the shipped documents, archives the one being edited and makes it
 * an upcoming version (the guide's routine), then makes exactly one mistake: every snapshot must
 * show that one mistake, at its line, once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLegalContent } from './check';
import { translatedLanguages } from '../translations/languages';
import type { TranslationSource } from '../translations/parsed-translations';
import { formatProblems } from '../problems';
import type { LegalVersionSource } from '../source/parsed-versions';
import { parseRegister, serializeRegister, textHash, type RegisterEntry } from '../register-file';
import { CHECK_DAY, editorMistakes, nextVersion, replaceOnce } from './content-mistakes.fixture';

const DIR = 'content/legal';
const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const documents = ['privacy', 'terms', 'official-rules'] as const;
type Document = (typeof documents)[number];

/** Every version the site ships: each document's main file and its archive. */
const shipped = (): LegalVersionSource[] =>
  documents.flatMap((document) => {
    const folder = new URL(`../../../${DIR}/archive/${document}`, import.meta.url);
    const archived = existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.mdx'))
      : [];
    return [
      {
        file: `${DIR}/${document}.mdx`,
        document,
        archivedAs: undefined,
        source: read(`${DIR}/${document}.mdx`),
      },
      ...archived.map(({ name }) => {
        const file = `${DIR}/archive/${document}/${name}`;
        return { file, document, archivedAs: name.replace(/\.mdx$/, ''), source: read(file) };
      }),
    ];
  });

/** Every translation the site ships: `content/legal/<language>/<document>/<day>.mdx`. */
const shippedTranslations = (): TranslationSource[] =>
  translatedLanguages.flatMap((language) =>
    documents.flatMap((document) => {
      const folder = new URL(`../../../${DIR}/${language}/${document}`, import.meta.url);
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => {
          const file = `${DIR}/${language}/${document}/${name}`;
          return { file, document, language, day: name.replace(/\.mdx$/, ''), source: read(file) };
        });
    }),
  );

const isTermsMain = (source: LegalVersionSource) =>
  source.document === 'terms' && !source.archivedAs;
/** The Terms' main file as shipped, and everything else. */
const terms = () => shipped().find(isTermsMain)!;
const others = () => shipped().filter((source) => !isTermsMain(source));

/** The shipped documents after archiving `document` and starting its next version with `mistake`. */
function withMistake(document: Document, mistake: (text: string) => string): LegalVersionSource[] {
  return shipped().flatMap((source) => {
    if (source.document !== document || source.archivedAs) return [source];
    const day = /^date: (\S+)$/m.exec(source.source)![1]!;
    return [
      { ...source, source: mistake(nextVersion(source.source)) },
      { ...source, file: `${DIR}/archive/${document}/${day}.mdx`, archivedAs: day },
    ];
  });
}

function check(
  sources: LegalVersionSource[],
  {
    production = false,
    register = read(`${DIR}/register.json`),
    translations = shippedTranslations(),
    // After every shipped version has taken effect, so each document's main file is the one in force.
    today = new Date(`${CHECK_DAY}T12:00:00Z`),
  } = {},
): string {
  const problems = checkLegalContent({
    versions: sources,
    translations,
    register: { file: `${DIR}/register.json`, text: register },
    buildDay: today,
    dir: DIR,
    production,
  });
  return formatProblems(problems);
}

const edit = (document: Document, find: string | RegExp, replacement: string) =>
  check(withMistake(document, (text) => replaceOnce(text, find, replacement)));

/** The shipped register, read. */
/** A register's text, parsed (the test's own registers always parse). */
function parseRegisterText(text: string) {
  const reading = parseRegister(text, `${DIR}/register.json`);
  if (!('register' in reading)) throw new Error(reading.problem);
  return reading.register;
}

const shippedRegister = () => parseRegisterText(read(`${DIR}/register.json`));

/** The shipped register with the main file of `document` in `sources` recorded as `entry` says. */
function registering(
  sources: LegalVersionSource[],
  document: Document,
  entry: Omit<RegisterEntry, 'sha256'>,
  withdrawn: Record<string, RegisterEntry['withdrawn']> = {},
  register = shippedRegister(),
): string {
  const main = sources.find((source) => source.document === document && !source.archivedAs)!;
  const entries = (register[document] ?? []).map((candidate) =>
    withdrawn[candidate.date] ? { ...candidate, withdrawn: withdrawn[candidate.date] } : candidate,
  );
  register[document] = [...entries, { ...entry, sha256: textHash(main.source) }];
  return serializeRegister(register);
}

describe('the shipped documents', () => {
  it('pass every check, in production too', () => {
    expect(check(shipped(), { production: true })).toBe('');
  });

  it('pass after the guide routine: archive, then write the next version', () => {
    expect(check(withMistake('terms', (text) => text))).toBe('');
  });
});

describe('one mistake of each kind, as legal:check reports it too (content-mistakes.fixture.ts)', () => {
  for (const mistake of editorMistakes) {
    it(mistake.name, () => {
      expect(edit(mistake.document, mistake.find, mistake.replacement)).toBe(mistake.report);
    });
  }
});

describe('frontmatter mistakes are reported once, at their line, with nothing else', () => {
  it('a colon inside an unquoted value', () => {
    expect(
      edit('terms', 'description: The rules', 'description: Terms: the rules'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:3: a ": " inside this value reads as the start of another field — put the whole value in double quotes"`,
    );
  });

  it('a missing field', () => {
    expect(edit('privacy', /^description: .*\n/m, '')).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:1: field "description" is missing — add it: the summary shown in search results, 50–160 characters"`,
    );
  });

  it('a date written in words', () => {
    expect(edit('terms', 'date: 2027-07-01', 'date: March 12, 2025')).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: field "date" is not written as YYYY-MM-DD — write it as 2025-03-12"`,
    );
  });

  it('an unknown date label', () => {
    expect(
      edit('official-rules', 'dateLabel: Last updated', 'dateLabel: Updated'),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:4: field "dateLabel" is "Updated" — use one of: "Effective", "Last updated""`,
    );
  });

  it('a description too short and an unknown field', () => {
    expect(edit('privacy', /^description: .*$/m, 'description: Our policy.\nauthor: Legal team'))
      .toMatchInlineSnapshot(`
        "content/legal/privacy.mdx:3: field "description" is too short — write 50–160 characters: the summary shown in search results
        content/legal/privacy.mdx:4: field "author" is not a known field — remove it, or correct its spelling: the fields are title, description, dateLabel, date, notice, changes"
      `);
  });

  it('a list of changes that is not a list', () => {
    expect(
      edit('terms', 'changes:\n  - A test change.', 'changes: A test change.'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:7: field "changes" is not a list — list what this version changed, each point on its own line starting with "  - ""`,
    );
  });

  it('no frontmatter at all', () => {
    expect(
      check(withMistake('terms', (text) => text.replace(/^---\n[\s\S]*?\n---\n/, ''))),
    ).toMatchInlineSnapshot(
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
    check(
      withMistake('privacy', (text) =>
        replaceOnce(text, /^---\n[\s\S]*?\n---\n/, `---\n${lines.join('\n')}\n---\n`),
      ),
    );
  const mistakes: Record<string, (value: string) => string> = {
    'a double quote never closed': (value) => `"${value}`,
    'a single quote never closed': (value) => `'${value}`,
    'a ": " inside an unquoted value': (value) => `${value}: more`,
    'a value that is not text': () => '[]',
  };

  it('the frontmatter as written passes', () => {
    expect(withFrontmatter(frontmatter)).toBe('');
  });

  for (const [index, written] of frontmatter.entries()) {
    const [, start, value] = /^(\s*- |\w+: )(.+)$/.exec(written) ?? [];
    if (start === undefined || value === undefined) continue;
    for (const [mistake, make] of Object.entries(mistakes)) {
      it(`${mistake}, on line ${index + 2} (${written.trim()})`, () => {
        const lines = frontmatter.with(index, `${start}${make(value)}`);
        const report = withFrontmatter(lines).split('\n');
        expect(report).toHaveLength(1);
        expect(report[0]).toMatch(new RegExp(`^content/legal/privacy\\.mdx:${index + 2}: `));
      });
    }
  }
});

describe('section mistakes', () => {
  it('a new section without an id', () => {
    expect(
      edit(
        'privacy',
        "## 11. Children's privacy {#children}",
        "### 10.1 Websites we recommend\n\nSome text.\n\n## 11. Children's privacy {#children}",
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:292: this section has no id — end the heading with one: "### 10.1 Websites we recommend {#websites-we-recommend}" (links and bookmarks use it, so never change it once published)"`,
    );
  });

  it('a published section whose id was removed gets its published id back, not a new one', () => {
    expect(
      edit('privacy', '## 10. Links to other websites {#links}', '## 10. Links to other websites'),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:286: this section has no id — end the heading with the id it was published with: "## 10. Links to other websites {#links}" (links and bookmarks to the published text use it)"`,
    );
  });

  it("a published section whose id was removed in place, under a new number (the issue's #children)", () => {
    const sources = [
      ...shipped().filter((source) => source.document !== 'privacy' || source.archivedAs),
      ...shipped()
        .filter((source) => source.document === 'privacy' && !source.archivedAs)
        .map((source) => ({
          ...source,
          source: replaceOnce(
            source.source,
            "## 11. Children's privacy {#children}",
            "## 11. Children's privacy",
          ),
        })),
    ];
    const [first, ...rest] = check(sources).split('\n');
    expect(first).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:303: this section has no id — end the heading with the id it was published with: "## 11. Children's privacy {#children}" (links and bookmarks to the published text use it)"`,
    );
    expect(rest.join('\n')).toContain('has changed since it was published');
  });

  it('an id with capitals and underscores', () => {
    expect(edit('privacy', '{#data-storage}', '{#Data_Storage}')).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:302: the id "Data_Storage" has characters ids cannot use — use lowercase letters, digits and single hyphens, like {#data-storage}"`,
    );
  });

  it('a "#" heading and a "####" heading', () => {
    expect(
      edit(
        'privacy',
        '## 1. Scope of this policy {#scope}',
        '# Privacy\n\n## 1. Scope of this policy {#scope}\n\n#### Detail {#detail}',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:13: this is a "#" heading, but the page title comes from the frontmatter — start sections with "##" and subsections with "###"
      content/legal/privacy.mdx:17: "####" headings are deeper than the site supports — use "##" for sections and "###" for subsections"
    `);
  });

  it('a section added without renumbering the ones after it', () => {
    expect(
      edit(
        'terms',
        '## 7. Publicity {#publicity}',
        '## 7. Prize claims {#prize-claims}\n\n<InShort>How to claim a prize.</InShort>\n\nClaim prizes promptly.\n\n## 7. Publicity {#publicity}',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:176: this section is numbered 7, but its place in the document makes it 8 (27 more headings after it are out of step) — run npm run legal:renumber -- terms: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves"`,
    );
  });

  it('a renumbering left half done gives one answer: run the command', () => {
    // The new section 2 is numbered; "Accounts" still says 2 while its subsections already say 3.
    const halfDone = withMistake('terms', (text) =>
      replaceOnce(
        text,
        '## 2. Accounts and eligibility {#accounts}',
        '## 2. Fair play {#fair-play}\n\n<InShort>Same rules for all.</InShort>\n\nEveryone plays by the same rules.\n\n## 2. Accounts and eligibility {#accounts}',
      ).replace(/^### 2\.(\d) /gm, '### 3.$1 '),
    );
    expect(check(halfDone)).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:37: this section is numbered 2, but its place in the document makes it 3 (46 more headings after it are out of step) — run npm run legal:renumber -- terms: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves"`,
    );
  });

  it('an annex lettered out of step, which the command leaves as it is', () => {
    expect(edit('terms', '## Annex A:', '## Annex B:')).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:344: this annex is lettered B, but its place in the document makes it A — letter it A (only the letter: its id stays); references written with <Ref> follow by themselves"`,
    );
  });
});

describe('link and reference mistakes', () => {
  it('a link to a section that does not exist, here and in another document', () => {
    expect(
      edit(
        'terms',
        '[how we use cookies](/privacy#cookies)',
        '[how we use cookies](/privacy#cookie)',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:330: the link "/privacy#cookie" points at no section of /privacy — use one of its ids: scope, information-collection, account-information, winner-information, linked-financial-accounts, survey-answers, device-and-usage-information, information-from-other-sources, categories, sensitive-information, why-collect, disclosure, no-sale, service-providers, legal-requirements, business-transfers, winner-publicity, with-your-consent, choices, access-and-correction, deletion, marketing, california-residents, making-a-request, state-privacy-rights, state-rights, appeals, financial-incentive, incentive-summary, incentive-terms, incentive-opt-in, incentive-value, protection, cookies, this-website, account-service-cookies, cookie-controls, links, children, data-storage, where-we-store, retention, changes, contact, accessible-formats"`,
    );
  });

  it('a link to a page that does not exist, and one written without "/"', () => {
    expect(
      edit(
        'privacy',
        '[Terms of Service](/terms#accounts)',
        '[Terms of Service](/rules) and [terms](terms#accounts)',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:43: the link "/rules" points at no page of this site — use one of: /, /support, /promotions, /privacy, /terms, /official-rules
      content/legal/privacy.mdx:43: the link "terms#accounts" is not a site path — start it with "/" (for example /terms#accounts), or write "#id" for a section of this file"
    `);
  });

  it('a reference to a section without a number', () => {
    expect(
      edit('terms', '<Ref to="termination" />', '<Ref to="annex-a-consent" />'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:29: the section "annex-a-consent" of this file has no number for <Ref> to show — refer to it with words instead, like [its heading](#annex-a-consent)"`,
    );
  });

  it('a range written backwards', () => {
    expect(
      edit(
        'terms',
        'to="third-party-providers" through="external-sites"',
        'to="external-sites" through="third-party-providers"',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:224: the range runs backwards: Section 3 does not come after Section 16 — put the first section in to and the last in through"`,
    );
  });

  it('a section number typed by hand, in a link and in the text', () => {
    expect(
      edit(
        'terms',
        'in <Ref to="dispute-resolution" />, which affect',
        'in [Section 15](#dispute-resolution), which affect',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:11: the link text "Section 15" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="dispute-resolution" /> and the build writes the number"`,
    );
    expect(
      edit(
        'terms',
        'If we change this <Ref to="dispute-resolution" />, the change',
        'If we change this Section 15, the change',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:308: "Section 15" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="dispute-resolution" /> and the build writes the number"`,
    );
    expect(
      edit(
        'terms',
        '<Ref to="third-party-providers" through="external-sites" />',
        'Sections 3 through 16',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:224: "Sections 3 through 16" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="third-party-providers" through="external-sites" /> and the build writes the number"`,
    );
  });

  it('links into a document whose frontmatter is broken are not reported', () => {
    expect(edit('privacy', 'date: 2027-07-01', 'date: 2027-07-01"')).not.toContain('terms.mdx');
  });
});

describe('value components', () => {
  it('an unknown constant, an unknown setting and a constant without a name', () => {
    expect(
      edit(
        'terms',
        'at least <Rule name="minimumAge" /> years',
        'at least <Rule name="minAge" /> years, <Setting name="email" />, <Rule />',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:37: <Rule name="minAge" /> is not a known rule — use one of: minimumAge, childAge, minimumEntries, entriesPerDay, taxReportingThreshold, taxIdThreshold, form1099Threshold, affidavitDays, noticeDays, liabilityFloor, liabilityLookbackMonths, arbitrationVenue, governingLaw, privacyConfirmBusinessDays, privacyResponseDays, privacyExtensionDays
      content/legal/terms.mdx:37: <Setting name="email" /> is not a known setting — use one of: brandName, legalEntity, postalAddress, supportEmail, siteUrl, surveyDataValue, surveyDataValueEs, privacyPhone, arbitrationProvider, arbitrationRules, arbitrationRulesUrl
      content/legal/terms.mdx:37: <Rule> does not say which value to show — add a name, like <Rule name="minimumAge" />"
    `);
  });

  it('a path on a setting that is not the site URL, and a path that is not a page address', () => {
    expect(
      edit(
        'terms',
        'at least <Rule name="minimumAge" /> years',
        'at least <Rule name="minimumAge" /> years, <Setting name="supportEmail" path="/promotions" />, <Setting name="siteUrl" path="promotions/Daily_Cash" />',
      ),
    ).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:37: <Setting name="supportEmail" path="/promotions" /> adds a path to a setting that is not an address — use path only with name="siteUrl"
      content/legal/terms.mdx:37: path="promotions/Daily_Cash" is not a page address of this site — write it like path="/promotions": lowercase words joined by "-" and "/""
    `);
  });

  it('a tag the legal texts cannot use', () => {
    expect(
      edit('terms', 'To keep the Services fair', '<Note>To keep the Services fair</Note>'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:73: <Note> is not a tag the legal texts can use — use Rule, Setting, Ref, Lettered, InShort, Define, Term, or write "less than" for a "<" in the text"`,
    );
  });
});

describe('MDX syntax mistakes, in words an editor understands', () => {
  it('a "<" in the text', () => {
    expect(
      edit(
        'privacy',
        'children under <Rule name="childAge" /> may not use it',
        'children <13 may not use it',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:294: a "<" in the text starts a tag, but no tag follows — write "less than" instead of "<""`,
    );
  });

  it('curly braces around words', () => {
    expect(
      edit('privacy', 'We are based in the United States', 'We are based in the {United States}'),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:308: the text in curly braces is read as code and is not valid code — remove the curly braces: they are only for the {#id} after a heading and for {/* notes */}"`,
    );
    expect(
      edit('privacy', 'We are based in the United States', 'We are based in the {US}'),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:308: "{US}" is read as code — remove the curly braces: they are only for the {#id} after a heading and for {/* notes */}"`,
    );
  });

  it('an HTML comment', () => {
    expect(
      edit(
        'privacy',
        '## 10. Links to other websites {#links}',
        '<!-- check with counsel -->\n\n## 10. Links to other websites {#links}',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:286: HTML comments ("<!-- … -->") are not allowed — write a note to other editors as {/* note */}, or remove it"`,
    );
  });

  it('a <Lettered> list never closed, and a stray closing tag', () => {
    expect(
      edit(
        'terms',
        '17. collude with others to manipulate the outcome of any sweepstakes, or encourage, help or allow anyone else to do any of the things listed above.\n\n</Lettered>',
        '17. collude with others.\n',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:79: the tag <Lettered> is opened here but never closed — add </Lettered> on its own line after the list, with an empty line before it"`,
    );
    expect(
      edit('terms', 'To keep the Services fair', '</Lettered> To keep the Services fair'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:73: </Lettered> closes a tag that was never opened — remove it, or add <Lettered> where the wrapped text starts"`,
    );
  });

  it('a value tag without its closing slash', () => {
    expect(
      edit(
        'terms',
        'at least <Rule name="minimumAge" /> years',
        'at least <Rule name="minimumAge"> years',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:37: the tag <Rule> is opened here but never closed — end it with "/>", like <Rule name="…" />"`,
    );
  });

  it('an "In short" summary never closed, and a closing tag for a tag that closes itself', () => {
    expect(
      edit('terms', /(<InShort>You accept these Terms[^<]*)<\/InShort>/, '$1'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:15: the tag <InShort> is opened here but never closed — add </InShort> where the text it wraps ends"`,
    );
    expect(
      edit(
        'terms',
        'Please read them carefully.',
        'Please read <Ref to="agreement" /></Ref> them.',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:11: </Ref> closes a tag that was never opened — remove it: <Ref to="…" /> closes itself"`,
    );
  });

  it('links into a document that does not parse are not reported', () => {
    expect(
      edit('privacy', 'We are based in the United States', 'We are based in the {United States'),
    ).not.toContain('terms.mdx');
  });
});

describe('"In short" summaries and defined terms', () => {
  it('a section without a summary', () => {
    expect(
      edit('official-rules', /^<InShort>Entering and winning are free\..*\n\n/m, ''),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:19: section "2. No Purchase or Survey Necessary" has no "In short" summary — add <InShort>one to three plain sentences</InShort> on its own line right after the heading (see "In short" in content/legal/README.md)"`,
    );
  });

  it('a summary over the length limit', () => {
    expect(
      edit(
        'privacy',
        'It does not cover other companies',
        `${'It says a great deal more than it should. '.repeat(3)}It does not cover other companies`,
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:15: this "In short" summary is 402 characters, over the limit of 300 — shorten it to one to three plain sentences: say what matters most to the reader, and leave the detail to the section"`,
    );
  });

  it('an empty summary', () => {
    expect(
      edit('privacy', /<InShort>This policy covers .*<\/InShort>/, '<InShort></InShort>'),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:15: this "In short" summary is empty — write one to three plain sentences saying what the section does, promising nothing the section does not"`,
    );
  });

  it('a summary before the first section', () => {
    expect(
      edit(
        'terms',
        'Welcome to',
        '<InShort>These Terms are the rules of the Services.</InShort>\n\nWelcome to',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:11: this "In short" summary is before the first section, so it summarises nothing — move it right after the "##" heading of the section it summarises, or remove it"`,
    );
  });

  it('a summary in a subsection only', () => {
    expect(
      edit(
        'terms',
        /^(<InShort>You accept these Terms.*<\/InShort>\n\n)(### 1\.1 Acceptance \{#acceptance\}\n\n)/m,
        '$2$1',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:17: this "In short" summary is in subsection "1.1 Acceptance", but summaries belong to whole sections — move it right after the heading "## 1. Agreement to these Terms", before its first "###""`,
    );
  });

  it('a second summary in a section', () => {
    expect(
      edit(
        'privacy',
        'We collect information you give us,',
        '<InShort>We collect what you give us.</InShort>\n\nWe collect information you give us,',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:29: section "2. Information we collect" already has an "In short" summary, on line 27 — keep one summary per section: merge the two"`,
    );
  });

  it('a summary inside other text', () => {
    expect(
      edit(
        'privacy',
        'We collect information you give us,',
        'We collect information you give us, <InShort>and more,</InShort>',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/privacy.mdx:29: this "In short" summary is inside other text of section "2. Information we collect" — put <InShort>…</InShort> on its own line, right after the heading "## 2. Information we collect""`,
    );
  });

  it('a term used but never defined', () => {
    expect(
      edit(
        'official-rules',
        'sign and return an Affidavit of Eligibility and,',
        'sign and return an <Term>Affidavit of Eligibility</Term> and,',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:154: <Term> links to "Affidavit of Eligibility", which this document never defines — mark its definition with <Define>Affidavit of Eligibility</Define>, or use one of the defined terms: Promotion, App, Promotion Terms, Sponsor, immediate family, entry deadline, drawing period, authorized account holder, Released Parties"`,
    );
  });

  it('a term defined twice', () => {
    expect(
      edit(
        'official-rules',
        'Each potential winner must sign',
        'Each potential winner (a "<Define>Sponsor</Define>") must sign',
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/official-rules.mdx:154: the term "Sponsor" is already defined on line 17 — define each term once: keep one <Define>, and mark other uses with <Term>"`,
    );
  });
});

describe('published versions', () => {
  it('refuses an edit to the version in force that was not archived first', () => {
    expect(
      check([
        ...others(),
        {
          ...terms(),
          source: terms().source.replace(
            'We may update these <Term>Terms</Term>',
            'We may change these <Term>Terms</Term>',
          ),
        },
      ]),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: the text of the version of November 26, 2026 has changed since it was published — to publish the change as a new version, run npm run legal:archive -- terms (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run npm run legal:correct -- terms 2026-11-26 "what was corrected""`,
    );
  });

  it('refuses a new date without archiving, which would lose the version in force', () => {
    expect(
      check([
        ...others(),
        { ...terms(), source: terms().source.replace(/^date: .*$/m, 'date: 2027-12-15') },
      ]),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: the version of November 26, 2026 is published, but no file holds it any more — run npm run legal:archive -- terms: it restores that version into the archive, and your edits to this file stay"`,
    );
  });

  it('refuses an edit to an archived version', () => {
    const sources = withMistake('terms', (text) => text).map((source) =>
      source.document === 'terms' && source.archivedAs === '2025-03-12'
        ? { ...source, source: source.source.replace('We may update', 'We may change') }
        : source,
    );
    expect(check(sources)).toMatchInlineSnapshot(
      `"content/legal/archive/terms/2025-03-12.mdx:5: the text of the version of March 12, 2025 has changed since it was published — an archived version never changes: undo the edit (git checkout -- content/legal/archive/terms/2025-03-12.mdx), or record a deliberate correction with npm run legal:correct -- terms 2025-03-12 "what was corrected""`,
    );
  });

  it('lets a production build publish only registered versions', () => {
    expect(
      check(
        withMistake('terms', (text) => text),
        { production: true },
      ),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: this version is not registered, so nothing would stop its published text from changing — when its text is final, run npm run legal:register -- terms"`,
    );
  });

  it('reports a register that is not valid JSON', () => {
    expect(check(shipped(), { register: '{\n  "terms": [\n' })).toMatchInlineSnapshot(
      `"content/legal/register.json:1: the register is not valid JSON — it is written by the legal commands only: undo the hand edit with git checkout -- content/legal/register.json"`,
    );
  });
});

describe('version dates', () => {
  it('a fresh archive copy whose original was not given a new date', () => {
    const sources = withMistake('terms', (text) =>
      text.replace('date: 2027-07-01', `date: ${/^date: (\S+)$/m.exec(terms().source)![1]}`),
    );
    expect(check(sources)).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: this date is already taken by the archived copy content/legal/archive/terms/2026-11-26.mdx — set date to the day this new version takes effect, and list its changes"`,
    );
  });

  it('a list of changes repeated from the previous version', () => {
    const previousChanges = /^changes:\n((?: {2}- .*\n)+)/m.exec(terms().source)![1]!.trimEnd();
    expect(edit('terms', '  - A test change.', previousChanges)).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:7: the list of changes is the same as the previous version's (content/legal/archive/terms/2026-11-26.mdx) — say what this version changes"`,
    );
  });

  it('an archived file named after another date, and a folder of no document', () => {
    const sources = withMistake('terms', (text) => text).map((source) =>
      source.document === 'terms' && source.archivedAs === '2025-03-12'
        ? { ...source, file: `${DIR}/archive/terms/2025-03-11.mdx`, archivedAs: '2025-03-11' }
        : source,
    );
    const stray = {
      ...sources.find((source) => source.archivedAs === '2025-03-11')!,
      file: `${DIR}/archive/rules/2025-03-12.mdx`,
      document: 'rules',
      archivedAs: '2025-03-12',
    };
    expect(check([...sources, stray])).toMatchInlineSnapshot(`
      "content/legal/archive/rules/2025-03-12.mdx:1: "rules" is not a published document, so this archived version has no page — move it into the folder under content/legal/archive/ named after its document: privacy, terms, official-rules
      content/legal/archive/terms/2025-03-11.mdx:5: the file is named 2025-03-11.mdx but its date is 2025-03-12 — an archived version's file is named after its date: rename the file to 2025-03-12.mdx"
    `);
  });

  it('a document with no version in force yet', () => {
    const onlyAFutureTerms = shipped()
      .filter((source) => !(source.document === 'terms' && source.archivedAs))
      .map((source) =>
        source.document === 'terms'
          ? {
              ...source,
              source: replaceOnce(source.source, /^date: .*$/m, 'date: 2028-01-01'),
            }
          : source,
      );
    // The Terms' published versions are gone from the register too, and their translations, which
    // would each name the lost versions they translate; the other documents stay as registered.
    const { terms: _lost, ...register } = shippedRegister();
    const translations = shippedTranslations().filter(({ document }) => document !== 'terms');
    expect(
      check(onlyAFutureTerms, { register: serializeRegister(register), translations }),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: no version is in force yet on 2027-06-01: the earliest takes effect on 2028-01-01 — publish a version dated today or earlier"`,
    );
  });
});

describe('notice: a version takes effect no sooner than its notice allows', () => {
  /** The next Terms (see `withMistake`) with `frontmatter` for its date and notice. */
  const nextTerms = (frontmatter: string) =>
    withMistake('terms', (text) =>
      replaceOnce(text, 'date: 2027-07-01\nnotice: none', frontmatter),
    );

  it('accepts an adverse change (notice: advance) dated 30 days after it is published', () => {
    expect(check(nextTerms('date: 2027-07-01\nnotice: advance'))).toBe('');
  });

  it('accepts a change that favours the reader (notice: none) the day it is published', () => {
    expect(check(nextTerms('date: 2027-06-01\nnotice: none'))).toBe('');
  });

  it('refuses a version dated before it is published, whether published today or on the day the register recorded', () => {
    expect(check(nextTerms('date: 2027-05-20\nnotice: none'))).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: this version takes effect on May 20, 2027, before it is published today, June 1, 2027, at the earliest — set date to 2027-06-01 or later: the earliest allowed date"`,
    );
    const sources = nextTerms('date: 2027-05-28\nnotice: none');
    const register = registering(sources, 'terms', { date: '2027-05-28', published: '2027-05-30' });
    expect(check(sources, { register })).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: this version takes effect on May 28, 2027, before it is published on May 30, 2027 — set date to 2027-05-30 or later: the earliest allowed date"`,
    );
  });

  it('holds a version registered before the rule (no publication day recorded) to nothing: it needs no notice field', () => {
    const sources = withMistake('terms', (text) => replaceOnce(text, 'notice: none\n', ''));
    const register = registering(sources, 'terms', { date: '2027-07-01' });
    expect(check(sources, { register })).toBe('');
  });

  it('refuses a new version without notice, registered or not', () => {
    const sources = withMistake('terms', (text) => replaceOnce(text, 'notice: none\n', ''));
    expect(check(sources)).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:1: field "notice" is missing — add notice: none if nothing in this version is to the reader's disadvantage, or notice: advance if it raises a fee, tightens a transfer limit, uses personal data in a new way or narrows a right (content/legal/README.md, "Which changes need notice")"`,
    );
    const register = registering(sources, 'terms', { date: '2027-07-01', published: '2027-05-30' });
    expect(check(sources, { register })).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:1: field "notice" is missing — add notice: none if nothing in this version is to the reader's disadvantage, or notice: advance if it raises a fee, tightens a transfer limit, uses personal data in a new way or narrows a right (content/legal/README.md, "Which changes need notice")"`,
    );
  });
});

describe('replacing announced versions', () => {
  /** The next Terms, of 2027-07-01, announced: registered (published) on 2027-01-15. */
  const announcedDay = '2027-07-01';
  const announced = withMistake('terms', (text) => text);
  const announcedRegister = () =>
    parseRegisterText(
      registering(announced, 'terms', { date: announcedDay, published: '2027-01-15' }),
    );
  /** A version dated `day` written after it: the announced text moves to the archive. */
  const replacing = (day: string) =>
    announced.flatMap((source) =>
      isTermsMain(source)
        ? [
            {
              ...source,
              file: `${DIR}/archive/terms/${announcedDay}.mdx`,
              archivedAs: announcedDay,
            },
            {
              ...source,
              source: replaceOnce(
                replaceOnce(source.source, `date: ${announcedDay}`, `date: ${day}`),
                'A test change.',
                'A replacing change.',
              ),
            },
          ]
        : [source],
    );
  const before = new Date('2027-02-01T12:00:00Z');
  const withdrawal = { on: '2027-02-01', replacedBy: '2027-02-01' };

  it('accepts a main file dated before an announced version while it has not taken effect: registering it withdraws it', () => {
    const sources = replacing('2027-02-01');
    const register = serializeRegister(announcedRegister());
    expect(check(sources, { today: before, register })).toBe('');
    expect(check(sources, { today: before, register, production: true })).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: this version is not registered, so nothing would stop its published text from changing — when its text is final, run npm run legal:register -- terms"`,
    );
    const registered = registering(
      sources,
      'terms',
      { date: '2027-02-01', published: '2027-02-01' },
      { [announcedDay]: withdrawal },
      announcedRegister(),
    );
    expect(check(sources, { today: before, register: registered, production: true })).toBe('');
  });

  it('refuses a main file older than an archived announced version that is not withdrawn', () => {
    const sources = replacing('2027-02-01');
    const register = registering(
      sources,
      'terms',
      { date: '2027-02-01', published: '2027-02-01' },
      {},
      announcedRegister(),
    );
    expect(check(sources, { today: before, register })).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:5: content/legal/archive/terms/2027-07-01.mdx is newer (2027-07-01), but this file must hold the latest version — give this file a later date: a version dated before announced ones replaces them only while they have not taken effect, when npm run legal:register -- terms registers it (content/legal/README.md, "Replacing an announced version")"`,
    );
  });

  it('withdraws only what has not taken effect: a version already in force cannot be replaced by an earlier date', () => {
    const after = new Date('2027-07-10T12:00:00Z');
    const register = serializeRegister(announcedRegister());
    expect(check(replacing('2027-07-10'), { today: after, register })).toBe('');
    expect(check(replacing('2027-06-20'), { today: after, register })).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:5: content/legal/archive/terms/2027-07-01.mdx is newer (2027-07-01), but this file must hold the latest version — give this file a later date: a version dated before announced ones replaces them only while they have not taken effect, when npm run legal:register -- terms registers it (content/legal/README.md, "Replacing an announced version")
      content/legal/terms.mdx:5: this version takes effect on June 20, 2027, before it is published today, July 10, 2027, at the earliest — set date to 2027-07-10 or later: the earliest allowed date"
    `);
  });
});

describe('what no later stage could publish is refused by the check, at its line', () => {
  it('an import line and an export line', () => {
    expect(
      edit('terms', '## 1. Agreement', 'import Notice from "./notice.js"\n\n## 1. Agreement'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:13: a line starting with "import" is read as code, which a legal text cannot hold — remove the line, or reword it so that it does not start with "import": a legal text loads nothing, and its tags need no import"`,
    );
    expect(
      edit('terms', '## 1. Agreement', 'export const age = 18\n\n## 1. Agreement'),
    ).toMatchInlineSnapshot(
      `"content/legal/terms.mdx:13: a line starting with "export" is read as code, which a legal text cannot hold — remove the line, or reword it so that it does not start with "export": a legal text loads nothing, and its tags need no import"`,
    );
  });

  it('a control character, a direction override and a zero-width space', () => {
    expect(
      edit('terms', 'Please read them carefully.', 'Please read \u0000them \u202ecarefully\u200b.'),
    ).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:11: column 352: U+0000 NULL is a control character: no one sees it, and browsers, PDF viewers and comparisons of versions drop it or stop at it — delete it (it usually comes from pasting out of another program); your editor's "show invisible characters" option shows where it is
      content/legal/terms.mdx:11: column 358: U+202E RIGHT-TO-LEFT OVERRIDE is an invisible direction mark: it makes a browser show the words after it in another order than the text holds them, so readers would see other words than the registered text — delete it: the legal texts run left to right and need no direction marks; your editor's "show invisible characters" option shows where it is
      content/legal/terms.mdx:11: column 368: U+200B ZERO WIDTH SPACE is invisible: it makes words that look the same differ, in search, in the comparison of versions and in the registered hash — delete it: none of the site's languages needs it, and the page breaks lines by itself; your editor's "show invisible characters" option shows where it is"
    `);
  });

  it('a character the PDF font cannot draw, in a translation', () => {
    const translations = shippedTranslations().map((translation) =>
      translation.file === `${DIR}/es/terms/2026-11-26.mdx`
        ? {
            ...translation,
            source: replaceOnce(
              translation.source,
              'Le damos la bienvenida',
              'Le damos → la bienvenida',
            ),
          }
        : translation,
    );
    expect(check(shipped(), { translations })).toMatchInlineSnapshot(`
      "content/legal/es/terms/2026-11-26.mdx:20: column 10: "→" (U+2192) is not in Inter, the font the PDFs are set in, so no PDF could show it — write it in letters of the Latin alphabet and common punctuation instead (an arrow as "to", an emoji in words), or ask a developer to give the PDFs a font that has it
      content/legal/es/terms/2026-11-26.mdx:1: the text of the Spanish translation of the version of November 26, 2026 has changed since it was published — a published translation never changes silently: undo the edit (git checkout -- content/legal/es/terms/2026-11-26.mdx), or record a deliberate correction with npm run legal:correct -- es/terms 2026-11-26 "what was corrected""
    `);
  });
});
