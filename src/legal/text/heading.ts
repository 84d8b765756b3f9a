/** A section heading, the one record the check, the references, the contents and the redline read. */
import { headingId, lineOf, wordsOf, type SyntaxNode } from './syntax-tree.ts';
import { headingNumber } from './section-numbers.ts';
import { collapseSpace } from '../../lib/collapse-space.ts';

export interface Heading {
  /** 2 for a `##` section, 3 for a `###` subsection; the check reports the others. */
  depth: number;
  /** The `{#id}` written after the heading, its anchor. */
  id: string | undefined;
  /** `15`, `4.2`, `A`; `undefined` for a heading without a number. */
  number: string | undefined;
  /** Whether it is an annex, lettered after the numbered sections. */
  annex: boolean;
  /** Its words, number included: `15. Dispute resolution`. */
  title: string;
  line: number;
}

export function readHeading(node: SyntaxNode): Heading {
  const title = collapseSpace(wordsOf(node));
  const { number, annex } = headingNumber(title);
  return { depth: node.depth ?? 0, id: headingId(node), number, annex, title, line: lineOf(node) };
}
