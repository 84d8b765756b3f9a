/**
 * The components a legal document's MDX may use, as `<Content components={…} />` takes them: one
 * for every tag of the editors' registry (`src/legal/editor-tags.ts`) that reaches the page, which
 * the type checks. The PDF and the comparisons read the same words from the text's resolved tree
 * (`legal/markdown/resolved-tree.ts`), which writes each tag as these components do.
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
