/**
 * The site's Markdown pipeline for the legal texts, which the resolved tree (resolved-tree.ts)
 * runs over each text once: in order, the plugins that number references, hand a sentence's
 * period to the setting that ends it, and give the reading aids what they show. `{#id}` after a
 * heading sets its anchor, which is how legal sections get ids that survive edits to their
 * wording; `<Ref to="id" />` becomes "Section 15", numbered from the headings; `<Term>` gets its
 * definition.
 */
import { legalReferences } from './references-plugin';
import { legalSentenceEnds } from './sentence-ends-plugin';
import { legalReadingAids } from './reading-aids-plugin';
import type { LegalLibrary } from '../source/library';
import type { LegalText } from '../legal-text';

/** The pipeline's plugins in order, for `text` as `library` publishes it. */
export const legalMdastPlugins = (library: LegalLibrary, text: LegalText) => [
  legalReferences(library, text),
  legalSentenceEnds(),
  legalReadingAids(text),
];
