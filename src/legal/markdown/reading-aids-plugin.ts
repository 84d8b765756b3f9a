import { defineMdastPlugin, type MdastPluginEntry } from 'satteri';
import {
  attributesOf,
  headingId,
  lineOf,
  textOf,
  withAttributes,
  type SyntaxNode,
} from './syntax-tree';
import { compiledVersion, isLegalFile, legalLibrary, type LegalLibrary } from '../source/library';
import { readReadingAids, termId, termKey, undefinedTerm } from '../reading-aids/read-aids';
import { problemError } from './problem-error';
import { pageValue } from '../reading-aids/page-values';

/**
 * The Markdown pipeline's side of the reading aids. Each `<Term>` gets the sentence that defines
 * its term (`definition`), the term as defined (`term`) and an id of its own for its popover
 * (`tip`); each `<InShort>` gets the id of the section it opens (`section`) and the document's
 * title (`documentTitle`), so its label can name both. The content check has already refused a term used but not defined, so in a build every
 * `<Term>` finds its definition here.
 */
export function legalReadingAids(library: () => LegalLibrary = legalLibrary): MdastPluginEntry {
  return (context) => {
    const { fileURL, source } = context;
    if (!isLegalFile(library(), fileURL)) return null;
    let file = '';
    let definitions = new Map<string, { term: string; sentence: string }>();
    let section = '';
    let documentTitle = '';
    let uses = 0;
    return defineMdastPlugin({
      name: 'legal-reading-aids',
      // A problem names its line, which the parser records only when a plugin asks for it.
      options: { position: true },
      async before() {
        const { version, translation } = await compiledVersion(library(), fileURL, source);
        const text = translation ?? version;
        file = text?.file ?? fileURL.pathname;
        documentTitle = text?.frontmatter.data?.title ?? '';
        const aids = readReadingAids(text?.outline.tree, pageValue);
        definitions = new Map(
          aids?.definitions.map((definition) => [
            termKey(definition.term),
            { term: definition.term, sentence: definition.sentence ?? '' },
          ]),
        );
      },
      heading(heading) {
        const node = heading as SyntaxNode;
        const id = headingId(node);
        if (node.depth === 2 && id !== undefined) section = id;
      },
      mdxJsxFlowElement(element, visitor) {
        const node = element as SyntaxNode;
        if (node.name === 'InShort')
          visitor.replaceNode(node, withAttributes(node, { section, documentTitle }));
      },
      mdxJsxTextElement(element, visitor) {
        const node = element as SyntaxNode;
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
            tip: `${termId(definition.term)}-tip-${uses}`,
          }),
        );
      },
    });
  };
}
