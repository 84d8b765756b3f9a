/**
 * Section numbers as the headings state them ("15. Dispute resolution", "4.2 Suspension",
 * "Annex A: …"). Cross-references take their labels from here, so the numbers in the headings
 * are the only ones an editor types; this module also checks they run in sequence, because a
 * reference can only be as right as the heading it quotes.
 */
import type { SourceHeading } from '../source/outline.ts';
import type { Problem } from '../problems.ts';

export interface Section {
  id: string;
  depth: number;
  line: number;
  /** `15`, `4.2`, `A`; `undefined` for a heading without a number. */
  number: string | undefined;
  /** How a reference names it: `Section 15`, `Section 4.2`, `Annex A`. */
  label: string | undefined;
}

/** A document version's sections by id, in document order. */
export type SectionMap = ReadonlyMap<string, Section>;

const SECTION_NUMBER = /^(\d+(?:\.\d+)*)\.?(?:\s|$)/;
const ANNEX_LETTER = /^Annex ([A-Z])\b/;

/** The number a heading starts with, and the label a reference shows for it. */
function headingNumber(text: string): Pick<Section, 'number' | 'label'> {
  const section = SECTION_NUMBER.exec(text)?.[1];
  if (section) return { number: section, label: `Section ${section}` };
  const annex = ANNEX_LETTER.exec(text)?.[1];
  if (annex) return { number: annex, label: `Annex ${annex}` };
  return { number: undefined, label: undefined };
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

/** Every section and subsection that has an id; the first use of an id wins, as on the page. */
export function sectionMap(headings: readonly SourceHeading[]): SectionMap {
  const sections = new Map<string, Section>();
  for (const heading of headings) {
    if (
      heading.id === undefined ||
      sections.has(heading.id) ||
      heading.depth < 2 ||
      heading.depth > 3
    )
      continue;
    sections.set(heading.id, {
      id: heading.id,
      depth: heading.depth,
      line: heading.line,
      ...headingNumber(heading.text),
    });
  }
  return sections;
}

const renumber = (expected: string) =>
  `number it ${expected} and renumber the headings after it (only the numbers: ids stay); references written with <Ref> follow by themselves`;

/**
 * Numbered sections must run 1, 2, 3…, annexes A, B… after them, and a section's numbered
 * subsections N.1, N.2…; a document whose sections carry no numbers is left alone. Only the first
 * heading out of step is reported at each level: renumbering from there fixes the ones after it.
 */
export function checkNumbering(headings: readonly SourceHeading[]): Problem[] {
  const problems: Problem[] = [];
  const numbered = headings.some(
    (heading) => heading.depth === 2 && headingNumber(heading.text).number !== undefined,
  );
  let sectionsInStep = numbered;
  let next = { section: 1, annex: 'A' };
  let parent: { number: string | undefined; nextSub: number; inStep: boolean } = {
    number: undefined,
    nextSub: 1,
    inStep: true,
  };
  for (const heading of headings) {
    const { number, label } = headingNumber(heading.text);
    if (heading.depth === 2) {
      parent = { number, nextSub: 1, inStep: true };
      if (!sectionsInStep) continue;
      const isAnnex = label?.startsWith('Annex') ?? false;
      const expected = isAnnex ? next.annex : String(next.section);
      next = isAnnex
        ? { ...next, annex: String.fromCharCode(next.annex.charCodeAt(0) + 1) }
        : { ...next, section: next.section + 1 };
      if (number === expected) continue;
      sectionsInStep = false;
      problems.push(
        number === undefined
          ? {
              line: heading.line,
              problem: 'this section has no number, unlike the others',
              fix: `start the heading with its number: "## ${expected}. ${heading.text}"`,
            }
          : {
              line: heading.line,
              problem: `this ${isAnnex ? 'annex is lettered' : 'section is numbered'} ${number}, but its place in the document makes it ${expected}`,
              fix: renumber(expected),
            },
      );
    } else if (
      heading.depth === 3 &&
      number !== undefined &&
      parent.number !== undefined &&
      parent.inStep
    ) {
      const expected = `${parent.number}.${parent.nextSub}`;
      parent.nextSub += 1;
      if (number === expected) continue;
      parent.inStep = false;
      problems.push({
        line: heading.line,
        problem: `this subsection is numbered ${number}, but its place in the document makes it ${expected}`,
        fix: renumber(expected),
      });
    }
  }
  return problems;
}
