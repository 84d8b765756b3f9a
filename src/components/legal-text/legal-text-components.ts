import type { RenderedTagName } from '../../legal/values';
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
