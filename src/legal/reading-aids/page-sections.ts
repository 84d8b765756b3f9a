/**
 * A legal page's sections as the Markdown pipeline reads them, smart punctuation and all: each
 * `##` heading with its "In short" summary and its `###` subsections. They are read from the same
 * tree as the text's resolved tree (markdown/resolved-tree.ts), and the contents list and the
 * summary table both read them, so they show every heading as the text does.
 */
import type { Heading } from '../source/heading';
import type { ReadingAids } from './find-aids';

export interface LegalSection extends Heading {
  /** The "In short" summary at the section's start; empty when it has none. */
  summary: string;
  subsections: Heading[];
}

/** Each `##` section with an id, its summary and subsections; a `###` before any section belongs to none. */
export function legalSections(aids: ReadingAids): LegalSection[] {
  const sections: LegalSection[] = [];
  for (const heading of aids.headings.filter(({ id }) => id !== undefined)) {
    const summary = aids.summaries.find(
      (candidate) => candidate.section === heading && !candidate.misplaced,
    );
    if (heading.depth === 3) sections.at(-1)?.subsections.push(heading);
    else sections.push({ ...heading, summary: summary?.text ?? '', subsections: [] });
  }
  return sections;
}
