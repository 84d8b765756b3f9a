import { describe, expect, it } from 'vitest';
import { splitSections } from './html-sections';
import { redline, type SectionDiff } from './redline';

/** A compact view of a redline: `[+added+]`, `[-removed-]`. */
function show(diffs: SectionDiff[]) {
  return diffs.map((diff) => ({
    section: diff.id,
    change: diff.change,
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
      { id: '', level: 0, title: '', blocks: [{ kind: 'paragraph', text: 'Opening words.' }] },
      {
        id: 'a',
        level: 2,
        title: '1. First',
        blocks: [
          { kind: 'paragraph', text: 'Hello & welcome' },
          { kind: 'item', text: 'One' },
          { kind: 'item', text: 'Nested' },
          { kind: 'item', text: 'Two' },
        ],
      },
      {
        id: 'a-1',
        level: 3,
        title: '1.1 Sub',
        blocks: [{ kind: 'paragraph', text: 'Prize | $600' }],
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
});
