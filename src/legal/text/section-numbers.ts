/**
 * Section numbers as the headings state them ("15. Dispute resolution", "4.2 Suspension",
 * "Annex A: …"). Cross-references take their labels from here, so the numbers in the headings
 * are the only ones an editor types; this module also checks they run in sequence, because a
 * reference can only be as right as the heading it quotes.
 */
import type { Heading } from './heading.ts';
import type { Problem } from '../problems.ts';
import { languages, t, type Language } from '../../i18n/catalogue.ts';

/** A version's sections and subsections with ids, by id, in document order. */
export type SectionMap = ReadonlyMap<string, Heading>;

const SECTION_NUMBER = /^(\d+(?:\.\d+)*)\.?(?:\s|$)/;
/** `Annex A: …` in an English text, `Anexo A: …` in a Spanish one: any language's word for an annex. */
const ANNEX_LETTER = new RegExp(
  `^(?:${languages.map((language) => t(language).legalText.annex).join('|')}) ([A-Z])\\b:?\\s*`,
);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const either = (words: readonly string[]) => [...new Set(words)].map(escape).join('|');

/**
 * A section number typed by hand in any language's words, which goes stale when sections are
 * renumbered: "Section 15", "Sections 3 through 16", "sección 4.2", "Secciones 3 a 16", "Annex A",
 * "§ 7". The words come from each language's catalogue, the ones references are written with.
 */
export const typedNumbers = () => {
  const words = languages.map((language) => {
    const { section, sections, annex } = t(language).legalText;
    const [plural = '', , through = ''] = sections('', '');
    return { one: section('').trim(), many: plural.trim(), annex, through: through.trim() };
  });
  const name = either(words.flatMap(({ one, many, annex }) => [many, one, annex]));
  const through = either([...words.map((word) => word.through), 'to']);
  const number = String.raw`\d+(?:\.\d+)*`;
  return new RegExp(
    String.raw`(?:(?<![\p{L}\d])(?:${name})|§)\s*(${number}|[A-Z])(?![\p{L}\d])(?:\s+(?:${through})\s+(${number})(?![\p{L}\d]))?`,
    'giu',
  );
};

/** The number a heading starts with, whether it is an annex's letter, and how much of the heading it takes. */
export function headingNumber(text: string) {
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

/** Whether an id is well formed: lowercase letters, digits and single hyphens. */
export const isValidId = (id: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);

/** The id some words make: `Prize & Odds` → `prize-odds`; empty when they have no letter or digit a-z, 0-9. */
export const idFromWords = (words: string) =>
  words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Whether a heading is a `##` section or a `###` subsection, which references can name. */
const isSection = (heading: Heading) => heading.depth === 2 || heading.depth === 3;

/**
 * Whether every section and subsection has a valid id of its own. Until it does, an id that
 * seems missing may just be the one being fixed, so nothing reports it as missing.
 */
export function idsComplete(headings: readonly Heading[]): boolean {
  const ids = headings.filter(isSection).map((heading) => heading.id);
  return ids.every((id) => id !== undefined && isValidId(id)) && new Set(ids).size === ids.length;
}

/** Every section and subsection that has an id; the first use of an id wins, as on the page. */
export function sectionMap(headings: readonly Heading[]): SectionMap {
  const sections = new Map<string, Heading>();
  for (const heading of headings.filter(isSection))
    if (heading.id !== undefined && !sections.has(heading.id)) sections.set(heading.id, heading);
  return sections;
}

/**
 * How a reference names a section in `language`, the language of the text it is part of:
 * `Section 15`, `Sección 4.2`, `Annex A`; `undefined` for a section without a number.
 */
export function sectionLabel({ number, annex }: Heading, language: Language): string | undefined {
  const words = t(language).legalText;
  if (number === undefined) return undefined;
  return annex ? `${words.annex} ${number}` : words.section(number);
}

/** A numbered heading and the number its place in the document gives it. */
interface HeadingNumber {
  heading: Heading;
  /** By its place: sections 1, 2, 3…, annexes A, B… after them, subsections N.1, N.2…. */
  expected: string;
}

/**
 * Every heading that takes a number, with the number its place gives it. A subsection's number
 * follows the number its section should have, not the one it states, so a half-done renumbering
 * has one answer. Unnumbered subsections, and every heading of a document whose sections carry no
 * numbers, take none.
 */
export function headingNumbers(headings: readonly Heading[]): HeadingNumber[] {
  const numbered = headings.some((heading) => heading.depth === 2 && heading.number !== undefined);
  if (!numbered) return [];
  const result: HeadingNumber[] = [];
  let sections = 0;
  let annexes = 0;
  let parent: { number: string | undefined; subsections: number } | undefined;
  for (const heading of headings) {
    if (heading.depth === 2) {
      const expected = heading.annex ? String.fromCharCode(65 + annexes++) : String(++sections);
      parent = { number: heading.annex ? undefined : expected, subsections: 0 };
      result.push({ heading, expected });
    } else if (
      heading.depth === 3 &&
      heading.number !== undefined &&
      parent?.number !== undefined
    ) {
      result.push({ heading, expected: `${parent.number}.${++parent.subsections}` });
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
  headings: readonly Heading[],
  renumber: string | undefined,
): Problem[] {
  const outOfStep = headingNumbers(headings).filter(
    ({ heading, expected }) => heading.number !== expected,
  );
  const problems: Problem[] = [];
  const numbers = outOfStep.filter(({ heading }) => !heading.annex);
  const first = numbers[0];
  if (first) {
    const { heading, expected } = first;
    const { number } = heading;
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
  const annex = outOfStep.find(({ heading }) => heading.annex);
  if (annex)
    problems.push({
      line: annex.heading.line,
      problem: `this annex is lettered ${annex.heading.number}, but its place in the document makes it ${annex.expected}`,
      fix: `letter it ${annex.expected} (only the letter: its id stays); references written with <Ref> follow by themselves`,
    });
  return problems;
}
