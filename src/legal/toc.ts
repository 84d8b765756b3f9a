/**
 * Builds a document's table of contents from the headings the Markdown pipeline collected, so
 * the contents can never fall out of step with the text.
 */

/** A heading as Astro reports it for rendered Markdown. */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface TocEntry {
  id: string;
  text: string;
  children: TocEntry[];
}

/** Sections (h2) with their subsections (h3); deeper headings and h3s before any h2 are skipped. */
export function buildToc(headings: readonly Heading[]): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const heading of headings) {
    const entry = { id: heading.slug, text: heading.text, children: [] };
    if (heading.depth === 2) toc.push(entry);
    else if (heading.depth === 3) toc.at(-1)?.children.push(entry);
  }
  return toc;
}
