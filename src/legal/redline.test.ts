import { mdxToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { redline, splitSections, type SectionDiff } from './redline';
import { LEGAL_MARKDOWN_FEATURES, attributesOf, type SyntaxNode } from './text/syntax-tree';
import { numberedTerms } from './library/legal-sources.fixture';

/** A compact view of a redline: `[+added+]`, `[-removed-]`. */
function show(diffs: SectionDiff[]) {
  return diffs.map((diff) => ({
    section: diff.heading.id,
    change: diff.change,
    ...(diff.renumbered ? { renumbered: diff.renumbered } : {}),
    ...(diff.previousTitle ? { renamedFrom: diff.previousTitle } : {}),
    text: diff.blocks.map((block) =>
      block.pieces
        .map(({ text, change }) =>
          change === 'added' ? `[+${text}+]` : change === 'removed' ? `[-${text}-]` : text,
        )
        .join(''),
    ),
  }));
}

/**
 * A text's tree as the resolved tree has it, written shortly: `<Ref to="fees">Section 3</Ref>` is
 * a reference the build wrote, "Section 3", naming the section `fees`.
 */
function tree(markdown: string): SyntaxNode {
  const resolve = (node: SyntaxNode): SyntaxNode => {
    const children = node.children?.map(resolve);
    if (node.name !== 'Ref') return { ...node, ...(children ? { children } : {}) };
    const target = attributesOf(node)['to']!;
    const to = target.includes('#') ? target : `#${target}`;
    return { type: 'link', url: to, data: { reference: { to } }, children } as SyntaxNode;
  };
  return resolve(mdxToMdast(markdown, { features: LEGAL_MARKDOWN_FEATURES }) as SyntaxNode);
}

const compare = (before: string, after: string) =>
  show(redline(splitSections(tree(before)), splitSections(tree(after))));

describe('splitSections', () => {
  it('splits at headings with ids and keeps paragraphs and list items apart', () => {
    const markdown =
      'Opening words.\n\n## 1. First {#a}\n\nHello&nbsp;&amp; welcome\n\n- One\n  - Nested\n- Two\n\n' +
      '### 1.1 Sub {#a-1}\n\n| Prize | $600 |\n| --- | --- |\n';
    expect(splitSections(tree(markdown))).toEqual([
      {
        depth: 0,
        id: '',
        number: undefined,
        annex: false,
        title: '',
        line: 1,
        blocks: [{ kind: 'paragraph', text: 'Opening words.', byTarget: 'Opening words.' }],
      },
      {
        depth: 2,
        id: 'a',
        number: '1',
        annex: false,
        title: '1. First',
        line: 3,
        blocks: [
          { kind: 'paragraph', text: 'Hello & welcome', byTarget: 'Hello & welcome' },
          { kind: 'item', text: 'One', byTarget: 'One' },
          { kind: 'item', text: 'Nested', byTarget: 'Nested' },
          { kind: 'item', text: 'Two', byTarget: 'Two' },
        ],
      },
      {
        depth: 3,
        id: 'a-1',
        number: '1.1',
        annex: false,
        title: '1.1 Sub',
        line: 11,
        blocks: [{ kind: 'paragraph', text: 'Prize | $600', byTarget: 'Prize | $600' }],
      },
    ]);
  });

  it('reads each reference the build wrote as the section it names, and other links as words', () => {
    const markdown =
      '## 1. A {#a}\n\nSee <Ref to="fees">Section 3</Ref>, Sections <Ref to="a">1</Ref> through <Ref to="/privacy#cookies">4.2</Ref>, <Ref to="esign">Annex A</Ref> and [our cookie policy](/privacy#cookies).\n';
    expect(splitSections(tree(markdown))[0]!.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'See Section 3, Sections 1 through 4.2, Annex A and our cookie policy.',
        byTarget:
          'See [#fees], Sections [#a] through [/privacy#cookies], [#esign] and our cookie policy.',
      },
    ]);
  });

  it('reads a summary as its label and words, and a lettered list as items', () => {
    const markdown =
      '## 1. A {#a}\n\n<InShort>\n\n**In short** — not binding\n\nShort words.\n\n</InShort>\n\n<Lettered>\n\n1. First\n2. Second\n\n</Lettered>\n';
    expect(splitSections(tree(markdown))[0]!.blocks.map(({ kind, text }) => [kind, text])).toEqual([
      ['paragraph', 'In short — not binding'],
      ['paragraph', 'Short words.'],
      ['item', 'First'],
      ['item', 'Second'],
    ]);
  });

  it('has no opening section when the text starts with a heading', () => {
    expect(splitSections(tree('## A {#a}\n\nx\n')).map((section) => section.id)).toEqual(['a']);
  });
});

describe('redline', () => {
  it('marks changed words inside a paragraph and collapses unchanged sections', () => {
    expect(
      compare(
        '## A {#a}\n\nYou must be 18 years old.\n\n## B {#b}\n\nSame.\n',
        '## A {#a}\n\nYou must be 21 years old.\n\n## B {#b}\n\nSame.\n',
      ),
    ).toEqual([
      { section: 'a', change: 'changed', text: ['You must be [-18-][+21+] years old.'] },
      { section: 'b', change: 'same', text: [] },
    ]);
  });

  it('calls out added and removed sections, the removed one where it used to be', () => {
    expect(
      compare(
        '## A {#a}\n\nKept.\n\n## Gone {#gone}\n\nOld rule.\n\n## C {#c}\n\nKept too.\n',
        '## A {#a}\n\nKept.\n\n## C {#c}\n\nKept too.\n\n## New {#new}\n\nNew rule.\n',
      ),
    ).toEqual([
      { section: 'a', change: 'same', text: [] },
      { section: 'gone', change: 'removed', text: ['[-Old rule.-]'] },
      { section: 'c', change: 'same', text: [] },
      { section: 'new', change: 'added', text: ['[+New rule.+]'] },
    ]);
  });

  it('pairs a renamed section by its id', () => {
    expect(compare('## 4. Fees {#fees}\n\nNone.\n', '## 4. Costs {#fees}\n\nNone.\n')).toEqual([
      { section: 'fees', change: 'changed', renamedFrom: '4. Fees', text: ['None.'] },
    ]);
  });

  it('pairs reordered sections by id and finds nothing changed in them', () => {
    expect(
      compare(
        '## A {#a}\n\nOne.\n\n## B {#b}\n\nTwo.\n',
        '## B {#b}\n\nTwo.\n\n## A {#a}\n\nOne.\n',
      ),
    ).toEqual([
      { section: 'b', change: 'same', text: [] },
      { section: 'a', change: 'same', text: [] },
    ]);
  });

  it('treats a replaced paragraph as removed and added, not as a jumble of word changes', () => {
    expect(
      compare(
        '## A {#a}\n\nIntro stays.\n\nWinners are drawn every Monday at noon.\n',
        '## A {#a}\n\nIntro stays.\n\nPrizes ship within thirty days of confirmation.\n\n- New item\n',
      ),
    ).toEqual([
      {
        section: 'a',
        change: 'changed',
        text: [
          'Intro stays.',
          '[-Winners are drawn every Monday at noon.-]',
          '[+Prizes ship within thirty days of confirmation.+]',
          '[+New item+]',
        ],
      },
    ]);
  });

  it('keeps word changes in an edited paragraph next to an inserted one', () => {
    expect(
      compare(
        '## A {#a}\n\nEntries close at midnight Eastern Time.\n',
        '## A {#a}\n\nA brand new paragraph.\n\nEntries close at midnight Pacific Time.\n',
      ),
    ).toEqual([
      {
        section: 'a',
        change: 'changed',
        text: [
          '[+A brand new paragraph.+]',
          'Entries close at midnight [-Eastern-][+Pacific+] Time.',
        ],
      },
    ]);
  });

  it("calls a section renumbered when only its number or its references' numbers moved", () => {
    expect(
      compare(
        'See <Ref to="c">Section 2</Ref>.\n\n## 1. A {#a}\n\nPer <Ref to="c">Section 2</Ref>.\n\n## 2. C {#c}\n\nSame.\n\n### 2.1 Sub {#c-1}\n\nSections <Ref to="a">1</Ref> through <Ref to="c">2</Ref>.\n',
        'See <Ref to="c">Section 3</Ref> and more.\n\n## 1. A {#a}\n\nPer <Ref to="c">Section 3</Ref>.\n\n## 2. New {#new}\n\nNew.\n\n## 3. C {#c}\n\nSame.\n\n### 3.1 Sub {#c-1}\n\nSections <Ref to="a">1</Ref> through <Ref to="c">3</Ref>.\n',
      ),
    ).toEqual([
      { section: '', change: 'changed', text: ['See Section [-2-][+3 and more+].'] },
      {
        section: 'a',
        change: 'renumbered',
        renumbered: { from: undefined, references: true },
        text: [],
      },
      { section: 'new', change: 'added', text: ['[+New.+]'] },
      {
        section: 'c',
        change: 'renumbered',
        renumbered: { from: '2', references: false },
        text: [],
      },
      {
        section: 'c-1',
        change: 'renumbered',
        renumbered: { from: '2.1', references: true },
        text: [],
      },
    ]);
  });

  it('reads a Spanish text’s references and annex headings alike: only renumbered', () => {
    expect(
      compare(
        '## 1. A {#a}\n\nSegún la <Ref to="c">Sección 2</Ref>, las <Ref to="a">1</Ref> a <Ref to="c">2</Ref> y el <Ref to="x">Anexo A</Ref>.\n\n## 2. C {#c}\n\nIgual.\n\n## Anexo A: Consentimiento {#x}\n\nIgual.\n',
        '## 1. A {#a}\n\nSegún la <Ref to="c">Sección 3</Ref>, las <Ref to="a">1</Ref> a <Ref to="c">3</Ref> y el <Ref to="x">Anexo B</Ref>.\n\n## 2. N {#n}\n\nNueva.\n\n## 3. C {#c}\n\nIgual.\n\n## Anexo A: Otro {#w}\n\nOtro.\n\n## Anexo B: Consentimiento {#x}\n\nIgual.\n',
      ).map(({ section, change, renumbered }) => [section, change, renumbered]),
    ).toEqual([
      ['a', 'renumbered', { from: undefined, references: true }],
      ['n', 'added', undefined],
      ['c', 'renumbered', { from: '2', references: false }],
      ['w', 'added', undefined],
      ['x', 'renumbered', { from: 'A', references: false }],
    ]);
  });

  it('still calls a section changed when its number moved along with its words', () => {
    expect(
      compare(
        '## 2. Fees {#fees}\n\nNone, see <Ref to="x">Section 4</Ref>.\n',
        '## 3. Fees {#fees}\n\nNone at all, see <Ref to="x">Section 5</Ref>.\n',
      ),
    ).toEqual([
      {
        section: 'fees',
        change: 'changed',
        renamedFrom: '2. Fees',
        text: ['None [+at all+], see Section [-4-][+5+].'],
      },
    ]);
  });
  it('finds only renumbering where a section inserted earlier moved every later "Section N" (the page’s own pipeline)', async () => {
    const terms = (inserted: boolean) =>
      `## 1. Accounts {#accounts}\n\n<InShort>Accounts.</InShort>\n\nDisputes go to <Ref to="disputes" />.\n${inserted ? '\n## 2. Fees {#fees}\n\n<InShort>Fees.</InShort>\n\nNone.\n' : ''}\n## ${inserted ? 3 : 2}. Disputes {#disputes}\n\n<InShort>Disputes.</InShort>\n\nArbitration.\n`;
    const before = splitSections(await numberedTerms(terms(false)));
    const after = splitSections(await numberedTerms(terms(true)));
    // The words differ: compared as words, the block would read as changed.
    expect([before[0]!.blocks.at(-1)!.text, after[0]!.blocks.at(-1)!.text]).toEqual([
      'Disputes go to Section 2.',
      'Disputes go to Section 3.',
    ]);
    expect(show(redline(before, after))).toEqual([
      {
        section: 'accounts',
        change: 'renumbered',
        renumbered: { from: undefined, references: true },
        text: [],
      },
      {
        section: 'fees',
        change: 'added',
        text: [
          '[+In short — this summary is not part of the Terms of Service+]',
          '[+Fees.+]',
          '[+None.+]',
        ],
      },
      {
        section: 'disputes',
        change: 'renumbered',
        renumbered: { from: '2', references: false },
        text: [],
      },
    ]);
  });
});
