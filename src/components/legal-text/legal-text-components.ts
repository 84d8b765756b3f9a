/**
 * The components a legal text's page renders it with, `<Content components={…} />`: one for each
 * editors' tag that reaches the page (the type checks it against the registry,
 * `legal/editor-tags.ts`), and the section headings and tables the compile wraps.
 */
import type { RenderedTagName } from '../../legal/editor-tags';
// First: the headings' stylesheet comes before the reading aids' and the tables', as they expect.
import SectionHeading from './SectionHeading.astro';
import Define from './Define.astro';
import InShort from './InShort.astro';
import LegalTable from './LegalTable.astro';
import Lettered from './Lettered.astro';
import Ref from './Ref.astro';
import Term from './Term.astro';

const editorTags = { Define, InShort, Lettered, Ref, Term } satisfies Record<
  RenderedTagName,
  unknown
>;

export const legalTextComponents = { ...editorTags, LegalTable, SectionHeading };
