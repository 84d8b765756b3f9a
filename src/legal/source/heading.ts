/**
 * A section heading, the one record every reader of a legal text uses: the content check, the
 * references, the contents list and summary table, the redline. Each is read once, where its text
 * is parsed: the outline reads the text as written, the reading aids and the redline read the
 * resolved tree, the text as the page shows it. Imports carry `.ts` because the Node commands
 * load this file too.
 */
import { headingId, lineOf, textOf, type SyntaxNode } from '../markdown/syntax-tree.ts';
import { headingNumber } from '../references/section-numbers.ts';
import { collapseSpace } from '../../lib/collapse-space.ts';

export interface Heading {
  /** 2 for a `##` section, 3 for a `###` subsection; the check reports the others. */
  depth: number;
  /** The explicit `{#id}` written after the heading, its anchor; `undefined` when none is. */
  id: string | undefined;
  /** `15`, `4.2`, `A`; `undefined` for a heading without a number. */
  number: string | undefined;
  /** Whether it is an annex, lettered after the numbered sections. */
  annex: boolean;
  /** The heading's words, number included: `15. Dispute resolution`. */
  title: string;
  line: number;
}

/** The heading a `heading` node of a legal text's tree states. */
export function readHeading(node: SyntaxNode): Heading {
  const title = collapseSpace(textOf(node));
  const { number, annex } = headingNumber(title);
  return { depth: node.depth ?? 0, id: headingId(node), number, annex, title, line: lineOf(node) };
}
