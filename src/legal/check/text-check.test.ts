/**
 * A section number typed by hand goes stale when the sections are renumbered, so the text check
 * refuses it in every language the texts are written in, with the `<Ref>` to write instead: the
 * words come from each language's catalogue (`typedNumbers()`), the ones references are shown with.
 */
import { describe, expect, it } from 'vitest';
import { lintText } from './text-check';
import { textPlace } from '../files';
import { headingNumber, type Heading } from '../text/section-numbers';
import type { Outline } from '../text/outline';

/** Sections 1 to 16, each with its id, section 4 with subsections 4.1 and 4.2: what typed numbers may name. */
const titles = Array.from({ length: 16 }, (_, index) => `${index + 1}. Section`).flatMap((title) =>
  title === '4. Section' ? [title, '4.1 Subsection', '4.2 Subsection'] : [title],
);
const headings: Heading[] = titles.map((title, index) => ({
  depth: title.includes('Subsection') ? 3 : 2,
  id:
    title === '4.2 Subsection'
      ? 'suspension'
      : `section-${headingNumber(title).number!.replace('.', '-')}`,
  ...headingNumber(title),
  title,
  line: 10 + index,
}));

const outline = (prose: string, links: Outline['links'] = []): Outline => ({
  headings,
  links,
  tags: [],
  expressions: [],
  prose: [{ text: prose, line: 40 }],
});

const SPANISH = textPlace('content/legal', 'content/legal/es/terms/2025-03-12.mdx')!;
const ENGLISH = textPlace('content/legal', 'content/legal/terms.mdx')!;

const typed = (text: Outline, place = SPANISH) =>
  lintText(text, place).map(({ line, problem, fix }) => `${line}: ${problem} — ${fix}`);

describe('a section number typed by hand', () => {
  it('is refused in Spanish, one section or a range, with the reference to write', () => {
    expect(typed(outline('Lea la sección 4.2 y las Secciones 3 a 16 antes de aceptar.'))).toEqual([
      '40: "sección 4.2" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="suspension" /> and the build writes the number',
      '40: "Secciones 3 a 16" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="section-3" through="section-16" /> and the build writes the number',
    ]);
  });

  it('is refused as a Spanish link text', () => {
    const link = { target: '#section-4', text: 'sección 4', line: 41 };
    expect(typed(outline('Sin números.', [link]))).toEqual([
      '41: the link text "sección 4" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="section-4" /> and the build writes the number',
    ]);
  });

  it('is refused in English and as "§", whatever the language of the text', () => {
    expect(typed(outline('See Section 4.2, Sections 3 through 16 and § 7.'), ENGLISH)).toEqual([
      '40: "Section 4.2" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="suspension" /> and the build writes the number',
      '40: "Sections 3 through 16" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="section-3" through="section-16" /> and the build writes the number',
      '40: "§ 7" is a section number typed by hand, which goes stale when sections are renumbered — write <Ref to="section-7" /> and the build writes the number',
    ]);
  });

  it('is not the word alone, a number of no section, nor a number inside a word', () => {
    expect(
      typed(outline('La sección de preguntas, la sección 99 y las subsecciones 3 no cuentan.')),
    ).toEqual([]);
  });
});
