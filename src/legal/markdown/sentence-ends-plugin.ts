import type { Text } from 'mdast';
import { defineMdastPlugin, type MdastPluginEntry } from 'satteri';
import { attributesOf, type SyntaxNode } from './syntax-tree';
import type { ValueText } from '../reading-aids/find-aids';

/**
 * A setting that ends a sentence, `operated by <Setting name="legalEntity" />.`, leaves out the
 * sentence's period when its value, as `valueText` reads it, already ends with one: "Pollfly, Inc."
 * never becomes "Pollfly, Inc..". Done in the tree, before anything reads its words.
 */
export function legalSentenceEnds(valueText: ValueText): MdastPluginEntry {
  return defineMdastPlugin({
    name: 'legal-sentence-ends',
    mdxJsxTextElement(element, context) {
      const node = element as SyntaxNode;
      if (node.name !== 'Setting' || !valueText('Setting', attributesOf(node))?.endsWith('.'))
        return;
      const index = context.indexOf(node);
      const next =
        index === undefined
          ? undefined
          : (context.parent(node)?.children[index + 1] as SyntaxNode | undefined);
      if (next?.type === 'text' && typeof next.value === 'string' && next.value.startsWith('.'))
        context.setProperty(next as Text, 'value', next.value.slice(1));
    },
  });
}
