import { describe, expect, it } from 'vitest';
import { mdxToMdast } from 'satteri';
import { readOutline } from './outline';
import { LEGAL_MARKDOWN_FEATURES, type SyntaxNode } from './syntax-tree';
import {
  checkNumbering,
  headingNumbers,
  sectionLabel,
  sectionMap,
  splitHeadingNumber,
} from './section-numbers';

function headings(lines: string[]) {
  const source = lines.join('\n\n');
  const tree = mdxToMdast(source, { features: LEGAL_MARKDOWN_FEATURES }) as SyntaxNode;
  return readOutline(tree, source).headings;
}

/** Section 2 inserted, "Accounts" not renumbered yet while its subsection already is. */
const halfDone = headings([
  '## 1. Agreement {#agreement}',
  '## 2. Fair play {#fair-play}',
  '## 2. Accounts {#accounts}',
  '### 3.1 Who may join {#eligibility}',
  '### 2.2 One account {#one-account}',
  '## Annex A: Consent {#annex-a}',
  '### Paper copies {#annex-a-paper}',
]);

describe('headingNumbers', () => {
  it('numbers subsections under the number their section should have, and leaves unnumbered ones out', () => {
    expect(
      headingNumbers(halfDone).map(({ heading, expected }) => [
        heading.id,
        heading.number,
        expected,
      ]),
    ).toEqual([
      ['agreement', '1', '1'],
      ['fair-play', '2', '2'],
      ['accounts', '2', '3'],
      ['eligibility', '3.1', '3.1'],
      ['one-account', '2.2', '3.2'],
      ['annex-a', 'A', 'A'],
    ]);
  });

  it('leaves a document whose sections carry no numbers alone', () => {
    expect(headingNumbers(headings(['## Scope {#scope}', '### 1.1 Detail {#detail}']))).toEqual([]);
  });
});

describe('checkNumbering', () => {
  it('gives one message for a half-done renumbering, naming the command', () => {
    expect(checkNumbering(halfDone, 'npm run legal:renumber -- terms')).toEqual([
      {
        line: 5,
        problem:
          'this section is numbered 2, but its place in the document makes it 3 (1 more heading after it is out of step)',
        fix: 'run npm run legal:renumber -- terms: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves',
      },
    ]);
  });

  it('asks for the numbers by hand and a recorded correction in an archived version, which the command never changes', () => {
    expect(checkNumbering(halfDone, undefined).map((problem) => problem.fix)).toEqual([
      'number it 3 and every heading after it by its place (only the numbers: ids stay), then record the correction (see "Correcting a published version in place" in content/legal/README.md)',
    ]);
  });
});

describe('a Spanish text’s headings', () => {
  const spanish = headings([
    '## 1. Acuerdo {#agreement}',
    '### 1.1 Quiénes somos {#who-we-are}',
    '## Anexo A: Consentimiento {#annex-a}',
    '## Anexo C: Copias {#annex-b}',
  ]);

  it('read "Anexo A:" as an annex, lettered by its place as an English "Annex" is', () => {
    expect(
      headingNumbers(spanish).map(({ heading, expected }) => [
        heading.number,
        expected,
        heading.annex,
      ]),
    ).toEqual([
      ['1', '1', false],
      ['1.1', '1.1', false],
      ['A', 'A', true],
      ['C', 'B', true],
    ]);
    expect(splitHeadingNumber('Anexo A: Consentimiento')).toEqual({
      number: 'A',
      words: 'Consentimiento',
    });
  });

  it('are named in the language of the text whose references name them', () => {
    const labels = (language: 'en' | 'es') =>
      [...sectionMap(spanish).values()].map((section) => sectionLabel(section, language));
    expect(labels('es')).toEqual(['Sección 1', 'Sección 1.1', 'Anexo A', 'Anexo C']);
    expect(labels('en')).toEqual(['Section 1', 'Section 1.1', 'Annex A', 'Annex C']);
  });
});
