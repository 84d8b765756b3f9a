/**
 * The logical structure of a tagged PDF (ISO 32000-1, 14.7): a tree of elements (Document, H1,
 * P, L, LI, Table, Link, …) whose leaves are the page's marked content and the link annotations,
 * so assistive technology reads the document in order and knows what each part is.
 */
import type { PdfDict } from './pdf-syntax';

/** Marked content on a page, by its MCID, or a link annotation, by its number in the file's list. */
export type StructKid =
  StructElement | { page: number; mcid: number } | { page: number; annotation: number };

export class StructElement {
  readonly kids: StructKid[] = [];

  constructor(
    /** A standard structure type: `P`, `H2`, `LBody`. */
    readonly type: string,
    readonly attributes?: PdfDict,
  ) {}

  add(type: string, attributes?: PdfDict): StructElement {
    const child = new StructElement(type, attributes);
    this.kids.push(child);
    return child;
  }
}
