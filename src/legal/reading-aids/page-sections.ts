/**
 * A legal page's sections as the Markdown pipeline reads them, smart punctuation and all: each
 * `##` heading with its number, its "In short" summary and its `###` subsections. They are read
 * from the same tree as the text's resolved tree (markdown/resolved-tree.ts), and the contents
 * list and the summary table both read them, so they show every heading as the text does.
 */
import { splitHeadingNumber } from '../references/section-numbers';
import type { HeadingMark, ReadingAids } from './find-aids';

export interface LegalHeading {
  /** The heading's `{#id}`: its anchor. */
  id: string;
  /** `15`, `4.2`, `A`; `undefined` for a heading without a number. */
  number: string | undefined;
  /** The heading's words as the page prints them: `15. Dispute resolution`. */
  title: string;
}

export interface LegalSection extends LegalHeading {
  /** The "In short" summary at the section's start; empty when it has none. */
  summary: string;
  subsections: LegalHeading[];
}

const heading = ({ id, title }: HeadingMark & { id: string }): LegalHeading => ({
  id,
  number: splitHeadingNumber(title).number,
  title,
});

/** Each `##` section with an id, its summary and subsections; a `###` before any section belongs to none. */
export function legalSections(aids: ReadingAids): LegalSection[] {
  const sections: LegalSection[] = [];
  for (const mark of aids.headings) {
    const { id } = mark;
    if (id === undefined) continue;
    if (mark.depth === 3) {
      sections.at(-1)?.subsections.push(heading({ ...mark, id }));
      continue;
    }
    const summary = aids.summaries.find(
      (candidate) => candidate.section === mark && !candidate.misplaced,
    );
    sections.push({ ...heading({ ...mark, id }), summary: summary?.text ?? '', subsections: [] });
  }
  return sections;
}
