import { defineMdastPlugin, type MdastNode, type MdastPluginEntry } from 'satteri';
import { attributesOf, lineOf, type SyntaxNode } from './syntax-tree';
import { referenceScopes } from '../references/scope';
import { resolveReference, type ReferenceScope } from '../references/resolve';
import type { LegalLibrary } from '../source/library';
import type { LegalText } from '../legal-text';
import { problemError } from './problem-error';

/** The words and links a `<Ref>` stands for, as Markdown nodes. */
function referenceNodes(node: SyntaxNode, scope: ReferenceScope, file: string): MdastNode[] {
  const result = resolveReference(attributesOf(node), scope);
  const line = lineOf(node);
  if ('problem' in result) throw problemError({ file, line, ...result });
  if (!('parts' in result))
    throw problemError({
      file,
      line,
      problem: '<Ref> points into a document whose text has a problem of its own',
      fix: 'fix that document first',
    });
  // A link keeps the section it names (`data.reference`), which the page leaves out of its HTML:
  // readers of the resolved tree compare references by section, not by the words the build wrote.
  return result.parts.map((part): MdastNode =>
    part.href
      ? {
          type: 'link',
          url: part.href,
          title: null,
          data: { reference: { to: part.to } },
          children: [{ type: 'text', value: part.text }],
        }
      : { type: 'text', value: part.text },
  );
}

/**
 * The Markdown pipeline's side of `<Ref to="…" />`: replaces each reference in a legal document
 * with its label ("Section 15", "Sections 3 through 16"; "Sección 15" in a Spanish text) linking
 * to its target, numbered from the headings of the versions the build publishes on the day it
 * runs, as the library read them.
 */
export function legalReferences(library: LegalLibrary, text: LegalText): MdastPluginEntry {
  const scopeOf = referenceScopes(library);
  const scope = scopeOf(text.version, { language: text.language, headings: text.outline.headings });
  const nodes = (node: MdastNode) => referenceNodes(node as SyntaxNode, scope, text.file);
  return defineMdastPlugin({
    name: 'legal-references',
    // A problem names its line, which the parser records only when a plugin asks for it.
    options: { position: true },
    mdxJsxTextElement(node, visitor) {
      if (node.name === 'Ref') visitor.replaceNode(node, nodes(node));
    },
    // A reference on a line of its own stands in a paragraph of its own.
    mdxJsxFlowElement(node, visitor) {
      if (node.name === 'Ref')
        visitor.replaceNode(node, [{ type: 'paragraph', children: nodes(node) }]);
    },
  });
}
