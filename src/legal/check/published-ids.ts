/**
 * The id a section had when it was published, for a heading that lost it: links and bookmarks
 * to the published text use that id, so it is the one to restore, never a new one made from the
 * heading's words (which would make the build report only a changed text, and a recorded
 * correction would then break every link to the section).
 */
import type { Heading } from '../text/heading.ts';
import { splitHeadingNumber } from '../text/section-numbers.ts';

/** `10. Children's privacy` → `children's privacy`: the words, whatever the section's number. */
const wordsOf = ({ title }: Heading) => splitHeadingNumber(title).words.toLowerCase();

/**
 * The published id for `heading`, from the headings of the document's published versions: the
 * one of its kind (section or annex) with the same words, or else the same number or letter,
 * whose id this version does not use yet.
 */
export function publishedId(
  heading: Heading,
  published: readonly Heading[],
  used: ReadonlySet<string>,
): string | undefined {
  const free = published.filter(
    (candidate) =>
      candidate.depth === heading.depth &&
      candidate.annex === heading.annex &&
      candidate.id !== undefined &&
      !used.has(candidate.id),
  );
  const { number } = heading;
  return (
    free.find((candidate) => wordsOf(candidate) === wordsOf(heading)) ??
    (number === undefined ? undefined : free.find((candidate) => candidate.number === number))
  )?.id;
}
