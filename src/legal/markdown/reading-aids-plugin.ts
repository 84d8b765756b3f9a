import { defineMdastPlugin, type MdastNode, type MdastPluginEntry } from 'satteri';
import {
  attributesOf,
  headingId,
  lineOf,
  textOf,
  withAttributes,
  withProperties,
  type SyntaxNode,
} from './syntax-tree';
import { isLegalFile, type HeldLibrary } from '../source/library';
import {
  plainWords,
  readReadingAids,
  termId,
  termKey,
  undefinedTerm,
  type ValueText,
} from '../reading-aids/find-aids';
import { t, type Language } from '../../i18n/catalogue';
import { problemError } from './problem-error';
import { pageValueIn } from '../reading-aids/page-values';
import { legalSections, withLegalSections } from '../reading-aids/page-sections';
import { compiledText } from './compiled-text';
import type { LegalText } from '../legal-text';
import { defaultLanguage } from '../../i18n/page-language';

/**
 * The Markdown pipeline's side of the reading aids. Each `<Term>` gets the sentence that defines
 * its term (`definition`), the term as defined (`term`), its definition's anchor (`anchor`) and an
 * id of its own for its popover (`tip`); each `<Define>` without an `anchor` gets the one its
 * words make; each `<InShort>` gets the id of the section it opens (`section`) and the document's
 * title (`documentTitle`), so its label can name both; each heading gets its words (`title`) and
 * each table its name (`label`), for the names of their links and regions. In a text in another
 * language than English, the components that write words (the summary's label, a rule's words, an
 * address on the site) get its `language`; English texts get none, so their output stays as it
 * was. The content check has already refused a term used but not defined, so in a build every
 * `<Term>` finds its definition here. All of it, and the sections the page's contents and summary
 * table list (handed on in Astro's frontmatter), is read from the tree as the plugins before this
 * one leave it: smart punctuation, references numbered, settings' periods placed.
 */
export function legalReadingAids(held: HeldLibrary, given?: LegalText): MdastPluginEntry {
  return (context) => {
    const { fileURL, source } = context;
    if (!isLegalFile(held.current(), fileURL)) return null;
    let file = '';
    let definitions = new Map<string, { term: string; sentence: string; anchor: string }>();
    let section = '';
    let documentTitle = '';
    let language: Record<string, string> = {};
    let textLanguage: Language = defaultLanguage;
    let valueText: ValueText = pageValueIn(defaultLanguage);
    let uses = 0;
    const inLanguage = (node: SyntaxNode, attributes: Record<string, string> = {}): MdastNode =>
      withAttributes(node, { ...attributes, ...language });
    return defineMdastPlugin({
      name: 'legal-reading-aids',
      // A problem names its line, which the parser records only when a plugin asks for it.
      options: { position: true },
      async before(root, visitor) {
        const { text } = await compiledText(held, fileURL, source, given);
        file = text.file;
        documentTitle = text.title ?? '';
        language = text.language === defaultLanguage ? {} : { language: text.language };
        textLanguage = text.language;
        valueText = pageValueIn(text.language);
        const aids = readReadingAids(root, valueText);
        const { astro } = visitor.data;
        // Astro's compile carries its frontmatter; the resolved tree's own compile has none.
        if (astro && aids)
          astro.frontmatter = withLegalSections(astro.frontmatter, legalSections(aids));
        definitions = new Map(
          aids?.definitions.map((definition) => [
            termKey(definition.term),
            {
              term: definition.term,
              sentence: definition.sentence ?? '',
              anchor: definition.anchor ?? '',
            },
          ]),
        );
      },
      heading(heading, visitor) {
        const node = heading as SyntaxNode;
        const id = headingId(node);
        if (node.depth === 2 && id !== undefined) section = id;
        // The heading's links are named by its words.
        visitor.replaceNode(node, withProperties(node, { title: plainWords(node, () => '') }));
      },
      table(table, visitor) {
        // A table is named by its column headings, in the text's language.
        const node = table as SyntaxNode;
        const headers = (node.children?.[0]?.children ?? [])
          .map((cell) => plainWords(cell, valueText))
          .filter(Boolean);
        visitor.replaceNode(
          node,
          withProperties(node, { label: t(textLanguage).legal.table(headers) }),
        );
      },
      mdxJsxFlowElement(element, visitor) {
        const node = element as SyntaxNode;
        if (node.name === 'InShort')
          visitor.replaceNode(node, inLanguage(node, { section, documentTitle }));
      },
      mdxJsxTextElement(element, visitor) {
        const node = element as SyntaxNode;
        if ((node.name === 'Rule' || node.name === 'Setting') && language['language'])
          return visitor.replaceNode(node, inLanguage(node));
        if (node.name === 'Define' && attributesOf(node)['anchor'] === undefined)
          return visitor.replaceNode(
            node,
            withAttributes(node, { anchor: termId(plainWords(node, valueText)) }),
          );
        if (node.name !== 'Term') return;
        const written = attributesOf(node)['of'] ?? textOf(node);
        const definition = definitions.get(termKey(written));
        if (!definition)
          throw problemError({
            file,
            line: lineOf(node),
            ...undefinedTerm(
              written,
              [...definitions.values()].map(({ term }) => term),
            ),
          });
        uses += 1;
        visitor.replaceNode(
          node,
          withAttributes(node, {
            term: definition.term,
            definition: definition.sentence,
            anchor: definition.anchor,
            tip: `${definition.anchor}-tip-${uses}`,
          }),
        );
      },
    });
  };
}
