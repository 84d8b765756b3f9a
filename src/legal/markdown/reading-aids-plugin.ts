import { defineMdastPlugin, type MdastPluginEntry } from 'satteri';
import {
  attributesOf,
  headingId,
  lineOf,
  textOf,
  withAttributes,
  withProperties,
  type SyntaxNode,
} from './syntax-tree';
import {
  plainWords,
  readReadingAids,
  termId,
  termKey,
  undefinedTerm,
} from '../reading-aids/find-aids';
import { t } from '../../i18n/catalogue';
import { problemError } from './problem-error';
import { pageValueIn } from '../reading-aids/page-values';
import { legalSections, type LegalSection } from '../reading-aids/page-sections';
import type { LegalText } from '../legal-text';

declare module 'satteri' {
  interface DataMap {
    /** The compiled text's sections, for its page. */
    legalSections: LegalSection[];
  }
}

/**
 * The Markdown pipeline's side of the reading aids. Each `<Term>` gets the sentence that defines
 * its term (`definition`), the term as defined (`term`), its definition's anchor (`anchor`) and an
 * id of its own for its popover (`tip`); each `<Define>` without an `anchor` gets the one its
 * words make; each `<InShort>` gets the id of the section it opens (`section`) and the document's
 * title (`documentTitle`), so its label can name both; each heading gets its words (`title`) and
 * each table its name (`label`), for the names of their links and regions. The content check has
 * already refused a term used but not defined, so in a build every `<Term>` finds its definition
 * here. All of it, and the sections the page's contents and summary table list (handed on in the
 * compile's `data`), is read from the tree as the plugins before this one leave it: smart
 * punctuation, references numbered, settings' periods placed.
 */
export function legalReadingAids(text: LegalText): MdastPluginEntry {
  const valueText = pageValueIn(text.language);
  const documentTitle = text.title ?? '';
  let definitions = new Map<string, { term: string; sentence: string; anchor: string }>();
  let section = '';
  let uses = 0;
  return defineMdastPlugin({
    name: 'legal-reading-aids',
    // A problem names its line, which the parser records only when a plugin asks for it.
    options: { position: true },
    before(root, visitor) {
      const aids = readReadingAids(root, valueText);
      if (aids) visitor.data.legalSections = legalSections(aids);
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
        withProperties(node, { label: t(text.language).legal.table(headers) }),
      );
    },
    mdxJsxFlowElement(element, visitor) {
      const node = element as SyntaxNode;
      if (node.name === 'InShort')
        visitor.replaceNode(node, withAttributes(node, { section, documentTitle }));
    },
    mdxJsxTextElement(element, visitor) {
      const node = element as SyntaxNode;
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
          file: text.file,
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
}
