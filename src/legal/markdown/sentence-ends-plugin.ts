import type { Text } from 'mdast';
import { defineMdastPlugin, type MdastPluginEntry } from 'satteri';
import { withAttributes, type SyntaxNode } from './syntax-tree';

/**
 * A setting that ends a sentence, `operated by <Setting name="legalEntity" />.`, gets the
 * sentence's period as an `endsSentence` attribute instead, so that `Setting` can leave it out
 * when the value already ends with one: "Pollfly, Inc." never becomes "Pollfly, Inc..".
 */
export function legalSentenceEnds(): MdastPluginEntry {
  return defineMdastPlugin({
    name: 'legal-sentence-ends',
    mdxJsxTextElement(element, context) {
      const node = element as SyntaxNode;
      if (node.name !== 'Setting') return;
      const index = context.indexOf(node);
      const next =
        index === undefined
          ? undefined
          : (context.parent(node)?.children[index + 1] as SyntaxNode | undefined);
      if (next?.type !== 'text' || typeof next.value !== 'string' || !next.value.startsWith('.'))
        return;
      context.setProperty(next as Text, 'value', next.value.slice(1));
      // Attributes cannot be set in place; the element is replaced by the same one with the attribute added.
      context.replaceNode(node, withAttributes(node, { endsSentence: null }));
    },
  });
}
