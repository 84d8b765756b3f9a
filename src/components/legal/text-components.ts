/**
 * The components a legal document's MDX may use, as `<Content components={…} />` takes them: the
 * document page and the comparison render the same text with the same components (the page adds
 * its permalinked headings).
 */
import Rule from './Rule.astro';
import Setting from './Setting.astro';
import Lettered from './Lettered.astro';
import InShort from './InShort.astro';
import Define from './Define.astro';
import Term from './Term.astro';
import LegalTable from './LegalTable.astro';

/** `table` is Markdown's own: every table is wrapped in its scrolling box. */
export const legalTextComponents = { Rule, Setting, Lettered, InShort, Define, Term, table: LegalTable };
