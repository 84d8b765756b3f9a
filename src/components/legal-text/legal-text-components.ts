/**
 * The components a legal document's MDX may use, as `<Content components={…} />` takes them: one
 * for every tag of the editors' registry (`src/legal/editor-tags.ts`) that reaches the page, which
 * the type checks. The document page and the comparison render the same text with the same
 * components (the page adds its permalinked headings).
 */
import type { RenderedTagName } from '../../legal/editor-tags';
import Rule from './Rule.astro';
import Setting from './Setting.astro';
import Lettered from './Lettered.astro';
import InShort from './InShort.astro';
import Define from './Define.astro';
import Term from './Term.astro';
import LegalTable from './LegalTable.astro';

const editorTagComponents = { Rule, Setting, Lettered, InShort, Define, Term } satisfies Record<
  RenderedTagName,
  unknown
>;

/** `table` is Markdown's own element, not an editors' tag: every table is wrapped in its scrolling box. */
export const legalTextComponents = { ...editorTagComponents, table: LegalTable };
