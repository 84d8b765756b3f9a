import { describe, expect, it } from 'vitest';
import { splitSections } from './html-sections';
import { redline, type SectionDiff } from './redline';

/** A compact view of a redline: `[+added+]`, `[-removed-]`. */
function show(diffs: SectionDiff[]) {
  return diffs.map((diff) => ({
    section: diff.id,
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

const compare = (before: string, after: string) =>
  show(redline(splitSections(before), splitSections(after)));

describe('splitSections', () => {
  it('splits at headings with ids and keeps paragraphs and list items apart', () => {
    const html =
      '<p>Opening words.</p><h2 id="a">1. First</h2><p>Hello&nbsp;&amp; welcome</p><ul><li>One<ul><li>Nested</li></ul></li><li>Two</li></ul>' +
      '<h3 id="a-1">1.1 Sub</h3><table><tbody><tr><td>Prize</td><td>$600</td></tr></tbody></table>';
    expect(splitSections(html)).toEqual([
      {
        id: '',
        level: 0,
        title: '',
        blocks: [{ kind: 'paragraph', text: 'Opening words.', byTarget: 'Opening words.' }],
      },
      {
        id: 'a',
        level: 2,
        title: '1. First',
        blocks: [
          { kind: 'paragraph', text: 'Hello & welcome', byTarget: 'Hello & welcome' },
          { kind: 'item', text: 'One', byTarget: 'One' },
          { kind: 'item', text: 'Nested', byTarget: 'Nested' },
          { kind: 'item', text: 'Two', byTarget: 'Two' },
        ],
      },
      {
        id: 'a-1',
        level: 3,
        title: '1.1 Sub',
        blocks: [{ kind: 'paragraph', text: 'Prize | $600', byTarget: 'Prize | $600' }],
      },
    ]);
  });

  it('reads each reference the build wrote as the address it links to, and other links as words', () => {
    const html =
      '<h2 id="a">1. A</h2><p>See <a href="#fees">Section 3</a>, Sections <a href="#a">1</a> through <a href="/privacy#cookies">4.2</a>, <a href="#esign">Annex A</a> and <a href="/privacy#cookies">our cookie policy</a>.</p>';
    expect(splitSections(html)[0]!.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'See Section 3, Sections 1 through 4.2, Annex A and our cookie policy.',
        byTarget:
          'See [#fees], Sections [#a] through [/privacy#cookies], [#esign] and our cookie policy.',
      },
    ]);
  });

  it('has no opening section when the text starts with a heading', () => {
    expect(splitSections('<h2 id="a">A</h2><p>x</p>').map((section) => section.id)).toEqual(['a']);
  });
});

describe('redline', () => {
  it('marks changed words inside a paragraph and collapses unchanged sections', () => {
    expect(
      compare(
        '<h2 id="a">A</h2><p>You must be 18 years old.</p><h2 id="b">B</h2><p>Same.</p>',
        '<h2 id="a">A</h2><p>You must be 21 years old.</p><h2 id="b">B</h2><p>Same.</p>',
      ),
    ).toEqual([
      { section: 'a', change: 'changed', text: ['You must be [-18-][+21+] years old.'] },
      { section: 'b', change: 'same', text: [] },
    ]);
  });

  it('calls out added and removed sections, the removed one where it used to be', () => {
    expect(
      compare(
        '<h2 id="a">A</h2><p>Kept.</p><h2 id="gone">Gone</h2><p>Old rule.</p><h2 id="c">C</h2><p>Kept too.</p>',
        '<h2 id="a">A</h2><p>Kept.</p><h2 id="c">C</h2><p>Kept too.</p><h2 id="new">New</h2><p>New rule.</p>',
      ),
    ).toEqual([
      { section: 'a', change: 'same', text: [] },
      { section: 'gone', change: 'removed', text: ['[-Old rule.-]'] },
      { section: 'c', change: 'same', text: [] },
      { section: 'new', change: 'added', text: ['[+New rule.+]'] },
    ]);
  });

  it('pairs a renamed section by its id', () => {
    expect(
      compare('<h2 id="fees">4. Fees</h2><p>None.</p>', '<h2 id="fees">4. Costs</h2><p>None.</p>'),
    ).toEqual([{ section: 'fees', change: 'changed', renamedFrom: '4. Fees', text: ['None.'] }]);
  });

  it('pairs reordered sections by id and finds nothing changed in them', () => {
    expect(
      compare(
        '<h2 id="a">A</h2><p>One.</p><h2 id="b">B</h2><p>Two.</p>',
        '<h2 id="b">B</h2><p>Two.</p><h2 id="a">A</h2><p>One.</p>',
      ),
    ).toEqual([
      { section: 'b', change: 'same', text: [] },
      { section: 'a', change: 'same', text: [] },
    ]);
  });

  it('treats a replaced paragraph as removed and added, not as a jumble of word changes', () => {
    expect(
      compare(
        '<h2 id="a">A</h2><p>Intro stays.</p><p>Winners are drawn every Monday at noon.</p>',
        '<h2 id="a">A</h2><p>Intro stays.</p><p>Prizes ship within thirty days of confirmation.</p><ul><li>New item</li></ul>',
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
        '<h2 id="a">A</h2><p>Entries close at midnight Eastern Time.</p>',
        '<h2 id="a">A</h2><p>A brand new paragraph.</p><p>Entries close at midnight Pacific Time.</p>',
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
        '<p>See <a href="#c">Section 2</a>.</p><h2 id="a">1. A</h2><p>Per <a href="#c">Section 2</a>.</p><h2 id="c">2. C</h2><p>Same.</p><h3 id="c-1">2.1 Sub</h3><p>Sections <a href="#a">1</a> through <a href="#c">2</a>.</p>',
        '<p>See <a href="#c">Section 3</a> and more.</p><h2 id="a">1. A</h2><p>Per <a href="#c">Section 3</a>.</p><h2 id="new">2. New</h2><p>New.</p><h2 id="c">3. C</h2><p>Same.</p><h3 id="c-1">3.1 Sub</h3><p>Sections <a href="#a">1</a> through <a href="#c">3</a>.</p>',
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
        '<h2 id="a">1. A</h2><p>Según la <a href="#c">Sección 2</a>, las <a href="#a">1</a> a <a href="#c">2</a> y el <a href="#x">Anexo A</a>.</p><h2 id="c">2. C</h2><p>Igual.</p><h2 id="x">Anexo A: Consentimiento</h2><p>Igual.</p>',
        '<h2 id="a">1. A</h2><p>Según la <a href="#c">Sección 3</a>, las <a href="#a">1</a> a <a href="#c">3</a> y el <a href="#x">Anexo B</a>.</p><h2 id="n">2. N</h2><p>Nueva.</p><h2 id="c">3. C</h2><p>Igual.</p><h2 id="w">Anexo A: Otro</h2><p>Otro.</p><h2 id="x">Anexo B: Consentimiento</h2><p>Igual.</p>',
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
        '<h2 id="fees">2. Fees</h2><p>None, see <a href="#x">Section 4</a>.</p>',
        '<h2 id="fees">3. Fees</h2><p>None at all, see <a href="#x">Section 5</a>.</p>',
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
});
