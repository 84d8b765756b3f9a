// Headings and their numbers as written, the only ones an editor types: references quote them.
import { headingId, lineOf, wordsOf, type SyntaxNode } from './syntax-tree.ts';
import type { Problem } from '../problems.ts';
import { languages, t, type Language } from '../../i18n/catalogue.ts';
import { collapseSpace } from '../../lib/collapse-space.ts';

export interface Heading {
  depth: number;
  id: string | undefined;
  number: string | undefined;
  annex: boolean;
  /** Number included: `15. Dispute resolution`. */
  title: string;
  line: number;
}

export function readHeading(node: SyntaxNode): Heading {
  const title = collapseSpace(wordsOf(node));
  const { number, annex } = headingNumber(title);
  return { depth: node.depth ?? 0, id: headingId(node), number, annex, title, line: lineOf(node) };
}

export type SectionMap = ReadonlyMap<string, Heading>;

const SECTION_NUMBER = /^(\d+(?:\.\d+)*)\.?(?:\s|$)/;
const ANNEX_LETTER = new RegExp(
  `^(?:${languages.map((language) => t(language).legalText.annex).join('|')}) ([A-Z])\\b:?\\s*`,
);

const either = (words: readonly string[]) => [...new Set(words)].map(RegExp.escape).join('|');

/** A number typed by hand ("Section 15", "Secciones 3 a 16", "§ 7"): stale once sections move. */
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

export function headingNumber(text: string) {
  const section = SECTION_NUMBER.exec(text);
  if (section) return { number: section[1], annex: false, written: section[0] };
  const annex = ANNEX_LETTER.exec(text);
  if (annex) return { number: annex[1], annex: true, written: annex[0] };
  return { number: undefined, annex: false, written: '' };
}

export function splitHeadingNumber(text: string): { number: string | undefined; words: string } {
  const { number, written } = headingNumber(text);
  return { number, words: text.slice(written.length).trimStart() };
}

export const isValidId = (id: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);

/** `Prize & Odds` → `prize-odds`; empty when they have no letter or digit a-z, 0-9. */
export const idFromWords = (words: string) =>
  words
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const isSection = (heading: Heading) => heading.depth === 2 || heading.depth === 3;

/** Until every section has a valid id of its own, a missing one may be the one being fixed. */
export function idsComplete(headings: readonly Heading[]): boolean {
  const ids = headings.filter(isSection).map((heading) => heading.id);
  return ids.every((id) => id !== undefined && isValidId(id)) && new Set(ids).size === ids.length;
}

/** The first use of an id wins, as on the page. */
export function sectionMap(headings: readonly Heading[]): SectionMap {
  const sections = new Map<string, Heading>();
  for (const heading of headings.filter(isSection))
    if (heading.id !== undefined && !sections.has(heading.id)) sections.set(heading.id, heading);
  return sections;
}

export function sectionLabel({ number, annex }: Heading, language: Language): string | undefined {
  if (number === undefined) return undefined;
  const words = t(language).legalText;
  return annex ? `${words.annex} ${number}` : words.section(number);
}

/** `expected`: sections 1, 2, 3…, annexes A, B… after them, subsections N.1, N.2…. */
type HeadingNumber = { heading: Heading; expected: string };

/** A subsection follows its section's expected number: a half-done renumbering has one answer. */
export function headingNumbers(headings: readonly Heading[]): HeadingNumber[] {
  if (!headings.some((heading) => heading.depth === 2 && heading.number !== undefined)) return [];
  const result: HeadingNumber[] = [];
  let sections = 0;
  let annexes = 0;
  let parent: { number: string | undefined; subsections: number } | undefined;
  for (const heading of headings) {
    if (heading.depth === 2) {
      const expected = heading.annex ? String.fromCharCode(65 + annexes++) : String(++sections);
      parent = { number: heading.annex ? undefined : expected, subsections: 0 };
      result.push({ heading, expected });
    } else if (heading.depth === 3 && heading.number !== undefined && parent?.number)
      result.push({ heading, expected: `${parent.number}.${++parent.subsections}` });
  }
  return result;
}

/** One message for the first heading out of step; `renumber` is undefined for an archived text. */
export function checkNumbering(headings: readonly Heading[], renumber: string | undefined) {
  const outOfStep = headingNumbers(headings).filter(
    ({ heading, expected }) => heading.number !== expected,
  );
  const problems: Problem[] = [];
  const [first, ...more] = outOfStep.filter(({ heading }) => !heading.annex);
  if (first) {
    const { heading, expected } = first;
    const others = more.length
      ? ` (${more.length} more heading${more.length === 1 ? ' after it is' : 's after it are'} out of step)`
      : '';
    const kind = heading.depth === 2 ? 'section' : 'subsection';
    problems.push({
      line: heading.line,
      problem:
        heading.number === undefined
          ? `this section has no number, unlike the others${others}`
          : `this ${kind} is numbered ${heading.number}, but its place in the document makes it ${expected}${others}`,
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
