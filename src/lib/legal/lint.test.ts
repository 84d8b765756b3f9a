import { describe, expect, it } from 'vitest';
import { formatProblems, lintLegalDocuments, type LegalSource } from './lint';

const context = {
  otherPages: ['/', '/support'],
  componentNames: { Rule: ['minimumAge', 'minimumEntries'], Setting: ['supportEmail'] },
};

const frontmatter = (fields = 'title: Privacy Policy\ndescription: How we collect, use and protect the information you give us.\ndateLabel: Effective\ndate: 2025-09-12\nchanges:\n  - First published version.') =>
  `---\n${fields}\n---\n`;

function lint(...documents: Array<[route: string, body: string]>) {
  const sources: LegalSource[] = documents.map(([route, source]) => ({ file: `content/legal${route}.mdx`, route, source }));
  return formatProblems(lintLegalDocuments(sources, context));
}

describe('lintLegalDocuments', () => {
  it('accepts a well-formed set of documents', () => {
    const privacy = `${frontmatter()}\nIntro.\n\n## 1. Scope {#scope}\n\nSee [cookies](#cookies) and [the terms](/terms#accounts).\n\n## 2. Cookies {#cookies}\n\n### Ours {#our-cookies}\n\nAt least <Rule name="minimumAge" />, write to <Setting name="supportEmail" />, [help](/support), [site](https://example.com), [mail](mailto:a@b.co).\n`;
    const terms = `${frontmatter()}\n## 1. Accounts {#accounts}\n\nBack to [privacy](/privacy).\n`;
    expect(lint(['/privacy', privacy], ['/terms', terms])).toBe('');
  });

  it('reports duplicate and missing ids with the line and a suggestion', () => {
    const source = `${frontmatter()}\n## 1. Scope {#scope}\n\n## 2. Scope again {#scope}\n\n## 3. Your choices\n\n### 3.1 Opting out {#Opt_Out}\n`;
    expect(lint(['/privacy', source])).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:12: the id "scope" is already used on line 10; every section needs its own id
      content/legal/privacy.mdx:14: give this section an id: "## 3. Your choices {#your-choices}" (links and bookmarks use it, so never change it once published)
      content/legal/privacy.mdx:16: the id "Opt_Out" may only use lowercase letters, digits and single hyphens, like {#opt-out}"
    `);
  });

  it('rejects a page-level heading and headings deeper than subsections', () => {
    const source = `${frontmatter()}\n# Privacy\n\n## 1. Scope {#scope}\n\n#### Detail {#detail}\n`;
    expect(lint(['/privacy', source])).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:10: remove this "#" heading: the page title comes from the frontmatter; sections start with "##"
      content/legal/privacy.mdx:14: use "##" for sections and "###" for subsections; deeper headings are not supported"
    `);
  });

  it('reports dead cross-references within and across documents, listing the ids that exist', () => {
    const privacy = `${frontmatter()}\n## 1. Scope {#scope}\n\nSee [cookies](#cookie), [terms](/terms#acounts), [rules](/rules), [relative](terms#accounts) and [home](/#top).\n`;
    const terms = `${frontmatter()}\n## 1. Accounts {#accounts}\n\n## 2. Termination {#termination}\n`;
    expect(lint(['/privacy', privacy], ['/terms', terms])).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:12: the link "#cookie" points at no section of this file. Its ids are: scope
      content/legal/privacy.mdx:12: the link "/terms#acounts" points at no section of /terms. Its ids are: accounts, termination
      content/legal/privacy.mdx:12: the link "/rules" points at no page of this site. Pages are: /, /support, /privacy, /terms
      content/legal/privacy.mdx:12: write the link "terms#accounts" as a site path starting with "/" (for example /terms#accounts) or as "#id" for a section of this file
      content/legal/privacy.mdx:12: the link "/#top" points into /, whose anchors cannot be checked; link to / without "#top""
    `);
  });

  it('checks links written as JSX href attributes too', () => {
    const source = `${frontmatter()}\n## 1. Scope {#scope}\n\n<a href="#nowhere">x</a>\n`;
    expect(lint(['/privacy', source])).toContain('privacy.mdx:12: the link "#nowhere"');
  });

  it('reports unknown constants and settings', () => {
    const source = `${frontmatter()}\n## 1. Scope {#scope}\n\nAge <Rule name="minAge" />, mail <Setting name="email" />, <Rule />.\n`;
    expect(lint(['/privacy', source])).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:12: <Rule name="minAge" /> is unknown. Valid names are: minimumAge, minimumEntries
      content/legal/privacy.mdx:12: <Setting name="email" /> is unknown. Valid names are: supportEmail
      content/legal/privacy.mdx:12: <Rule> needs a name, like <Rule name="minimumAge" />"
    `);
  });

  it('ignores headings and links inside code fences', () => {
    const source = `${frontmatter()}\n## 1. Scope {#scope}\n\n\`\`\`\n## Not a heading\n[x](#nope)\n\`\`\`\n`;
    expect(lint(['/privacy', source])).toBe('');
  });
});

describe('frontmatter problems', () => {
  it('names the file, the line and the fix for each bad field', () => {
    const source = frontmatter('title: Privacy Policy\ndescription: Too short.\ndateLabel: Effective from\ndate: September 12, 2025\nauthor: Legal team');
    expect(lint(['/privacy', source])).toMatchInlineSnapshot(`
      "content/legal/privacy.mdx:1: field "changes" is required: a list of what this version changed, each point on its own line starting with "  - "
      content/legal/privacy.mdx:3: field "description" must be 50–160 characters (the summary shown in search results)
      content/legal/privacy.mdx:4: field "dateLabel" must be one of: "Effective", "Last updated"
      content/legal/privacy.mdx:5: field "date" write the date as YYYY-MM-DD, for example 2025-09-12
      content/legal/privacy.mdx:6: field "author": unknown field; allowed fields are title, description, dateLabel, date, changes"
    `);
  });

  it('points missing fields at the opening fence and impossible dates at their line', () => {
    const source = frontmatter('title: Terms\ndate: 2025-02-30');
    expect(lint(['/terms', source])).toMatchInlineSnapshot(`
      "content/legal/terms.mdx:1: field "description" is required: the summary shown in search results
      content/legal/terms.mdx:1: field "dateLabel" must be one of: "Effective", "Last updated"
      content/legal/terms.mdx:1: field "changes" is required: a list of what this version changed, each point on its own line starting with "  - "
      content/legal/terms.mdx:3: field "date" this date does not exist in the calendar"
    `);
  });

  it('reports broken YAML and a missing frontmatter block', () => {
    expect(lint(['/privacy', frontmatter('title: "Privacy\ndescription: x')])).toMatch(
      /^content\/legal\/privacy\.mdx:\d+: the frontmatter is not valid YAML/,
    );
    expect(lint(['/privacy', '## 1. Scope {#scope}\n'])).toBe(
      'content/legal/privacy.mdx:1: the file must start with frontmatter: a line "---", the fields title, description, dateLabel and date, then "---"',
    );
  });
});
