/**
 * Section numbers as the headings state them ("15. Dispute resolution", "4.2 Suspension",
 * "Annex A: …"). Cross-references take their labels from here, so the numbers in the headings
 * are the only ones an editor types; this module also checks they run in sequence, because a
 * reference can only be as right as the heading it quotes.
 */
import type { SourceHeading } from '../source/outline.ts';
import type { Problem } from '../problems.ts';
import { languages, t, type Language } from '../../i18n/catalogue.ts';

export interface Section {
  id: string;
  depth: number;
  line: number;
  /** `15`, `4.2`, `A`; `undefined` for a heading without a number. */
  number: string | undefined;
  /** Whether it is an annex, lettered after the numbered sections. */
  annex: boolean;
  /** How a reference names it, in the text's language: `Section 15`, `Sección 4.2`, `Annex A`. */
  label: string | undefined;
}

/** A version's sections by id, in document order. */
export type SectionMap = ReadonlyMap<string, Section>;

const SECTION_NUMBER = /^(\d+(?:\.\d+)*)\.?(?:\s|$)/;
/** `Annex A: …` in an English text, `Anexo A: …` in a Spanish one: any language's word for an annex. */
const ANNEX_LETTER = new RegExp(
  `^(?:${languages.map((language) => t(language).legalText.annex).join('|')}) ([A-Z])\\b:?\\s*`,
);

/** The number a heading starts with, whether it is an annex's letter, and how much of the heading it takes. */
function headingNumber(text: string): {
  number: string | undefined;
  annex: boolean;
  written: string;
} {
  const section = SECTION_NUMBER.exec(text);
  if (section) return { number: section[1], annex: false, written: section[0] };
  const annex = ANNEX_LETTER.exec(text);
  if (annex) return { number: annex[1], annex: true, written: annex[0] };
  return { number: undefined, annex: false, written: '' };
}

/**
 * A heading's number and its words after it: `3` and `Accounts` for `3. Accounts`, `A` and
 * `Consent` for `Annex A: Consent`; no number and every word for an unnumbered heading.
 */
export function splitHeadingNumber(text: string): { number: string | undefined; words: string } {
  const { number, written } = headingNumber(text);
  return { number, words: text.slice(written.length).trimStart() };
}

const ID_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether an id is well formed: lowercase letters, digits and single hyphens. */
export const isValidId = (id: string) => ID_FORMAT.test(id);

/**
 * Whether every section and subsection has a valid id of its own. Until it does, an id that
 * seems missing may just be the one being fixed, so nothing reports it as missing.
 */
export function idsComplete(headings: readonly SourceHeading[]): boolean {
  const ids = headings
    .filter((heading) => heading.depth === 2 || heading.depth === 3)
    .map((heading) => heading.id);
  return ids.every((id) => id !== undefined && isValidId(id)) && new Set(ids).size === ids.length;
}

/**
 * Every section and subsection that has an id, labelled in `language`, the language of the text
 * whose references name them; the first use of an id wins, as on the page.
 */
export function sectionMap(headings: readonly SourceHeading[], language: Language): SectionMap {
  const words = t(language).legalText;
  const sections = new Map<string, Section>();
  for (const heading of headings) {
    if (
      heading.id === undefined ||
      sections.has(heading.id) ||
      heading.depth < 2 ||
      heading.depth > 3
    )
      continue;
    const { number, annex } = headingNumber(heading.text);
    const label =
      number === undefined ? undefined : annex ? `${words.annex} ${number}` : words.section(number);
    sections.set(heading.id, {
      id: heading.id,
      depth: heading.depth,
      line: heading.line,
      number,
      annex,
      label,
    });
  }
  return sections;
}

/** A numbered heading: the number it states and the one its place in the document gives it. */
interface HeadingNumber {
  heading: SourceHeading;
  /** As written: `7`, `4.2`, `A`; `undefined` for a section written without one. */
  number: string | undefined;
  /** By its place: sections 1, 2, 3…, annexes A, B… after them, subsections N.1, N.2…. */
  expected: string;
  annex: boolean;
}

/**
 * Every heading that takes a number, with the number its place gives it. A subsection's number
 * follows the number its section should have, not the one it states, so a half-done renumbering
 * has one answer. Unnumbered subsections, and every heading of a document whose sections carry no
 * numbers, take none.
 */
export function headingNumbers(headings: readonly SourceHeading[]): HeadingNumber[] {
  const numbered = headings.some(
    (heading) => heading.depth === 2 && headingNumber(heading.text).number !== undefined,
  );
  if (!numbered) return [];
  const result: HeadingNumber[] = [];
  let sections = 0;
  let annexes = 0;
  let parent: { number: string | undefined; subsections: number } | undefined;
  for (const heading of headings) {
    const { number, annex } = headingNumber(heading.text);
    if (heading.depth === 2) {
      const expected = annex ? String.fromCharCode(65 + annexes++) : String(++sections);
      parent = { number: annex ? undefined : expected, subsections: 0 };
      result.push({ heading, number, expected, annex });
    } else if (heading.depth === 3 && number !== undefined && parent?.number !== undefined) {
      const expected = `${parent.number}.${++parent.subsections}`;
      result.push({ heading, number, expected, annex: false });
    }
  }
  return result;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Numbered sections must run 1, 2, 3…, annexes A, B… after them, and a section's numbered
 * subsections N.1, N.2…; a document whose sections carry no numbers is left alone. One message
 * for the first heading out of step, counting the others: `renumber`, the command that fixes
 * them all (`undefined` for an archived version, which only a recorded correction changes).
 * Annexes keep the letters their editor gave them, so a letter out of step is reported apart.
 */
export function checkNumbering(
  headings: readonly SourceHeading[],
  renumber: string | undefined,
): Problem[] {
  const outOfStep = headingNumbers(headings).filter((entry) => entry.number !== entry.expected);
  const problems: Problem[] = [];
  const numbers = outOfStep.filter((entry) => !entry.annex);
  const first = numbers[0];
  if (first) {
    const { heading, number, expected } = first;
    const others =
      numbers.length > 1
        ? ` (${plural(numbers.length - 1, 'more heading')} after it ${numbers.length > 2 ? 'are' : 'is'} out of step)`
        : '';
    const kind = heading.depth === 2 ? 'section' : 'subsection';
    problems.push({
      line: heading.line,
      problem:
        number === undefined
          ? `this section has no number, unlike the others${others}`
          : `this ${kind} is numbered ${number}, but its place in the document makes it ${expected}${others}`,
      fix: renumber
        ? `run ${renumber}: it numbers every heading by its place (only the numbers: ids and text stay), and references written with <Ref> follow by themselves`
        : `number it ${expected} and every heading after it by its place (only the numbers: ids stay), then record the correction (see "Correcting a published version in place" in content/legal/README.md)`,
    });
  }
  const annex = outOfStep.find((entry) => entry.annex);
  if (annex)
    problems.push({
      line: annex.heading.line,
      problem: `this annex is lettered ${annex.number}, but its place in the document makes it ${annex.expected}`,
      fix: `letter it ${annex.expected} (only the letter: its id stays); references written with <Ref> follow by themselves`,
    });
  return problems;
}
