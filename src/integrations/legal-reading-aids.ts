import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineMdastPlugin, type MdastNode, type MdastPluginEntry } from 'satteri';
import { attributesOf } from '../lib/legal/outline';
import { readReadingAids, termId, termKey, type ValueText } from '../lib/legal/reading-aids';
import { legalSetting, ruleText } from '../lib/legal/values';
import { site } from '../site.config';

type Node = MdastNode & { name?: string | null; attributes?: unknown[]; children?: Array<{ value?: unknown }>; depth?: number; data?: { hProperties?: { id?: unknown } } };

/** Values as the page shows them; a cross-reference in a defining sentence shows no number there. */
const pageValue: ValueText = (name, attributes) => {
  if (name === 'Rule') return ruleText(attributes['name'] ?? '');
  if (name === 'Setting') return legalSetting(site, attributes['name'] ?? '');
  return undefined;
};

const withAttributes = (node: Node, attributes: Record<string, string>): MdastNode =>
  ({ ...node, attributes: [...(node.attributes ?? []), ...Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }))] }) as MdastNode;

/**
 * The Markdown pipeline's side of the reading aids. Each `<Term>` gets the sentence that defines
 * its term (`definition`), the term as defined (`term`) and an id of its own for its popover
 * (`tip`); each `<InShort>` gets the id of the section it opens (`section`), so its label can name
 * it. The content check has already refused a term used but not defined, so every `<Term>` finds
 * its definition here.
 */
export function legalReadingAids(options: { root: URL; legalDir: string }): MdastPluginEntry {
  const legalPath = fileURLToPath(new URL(`${options.legalDir}/`, options.root));
  return (context) => {
    const path = context.fileURL && fileURLToPath(context.fileURL);
    if (!path?.startsWith(legalPath)) return null;
    let definitions = new Map<string, { term: string; sentence: string }>();
    let section = '';
    let uses = 0;
    return defineMdastPlugin({
      name: 'legal-reading-aids',
      async before() {
        const aids = readReadingAids(await readFile(path, 'utf8'), pageValue);
        definitions = new Map(aids?.definitions.map((definition) => [termKey(definition.term), { term: definition.term, sentence: definition.sentence ?? '' }]));
      },
      heading(heading) {
        const node = heading as Node;
        const id = node.data?.hProperties?.id;
        if (node.depth === 2 && typeof id === 'string') section = id;
      },
      mdxJsxFlowElement(element, visitor) {
        const node = element as Node;
        if (node.name === 'InShort') visitor.replaceNode(node, withAttributes(node, { section }));
      },
      mdxJsxTextElement(element, visitor) {
        const node = element as Node;
        if (node.name !== 'Term') return;
        const written = attributesOf(node)['of'] ?? (node.children ?? []).map((child) => (typeof child.value === 'string' ? child.value : '')).join('');
        const definition = definitions.get(termKey(written));
        if (!definition) throw new Error(`${path}:${node.position?.start.line ?? 1}: <Term> links to "${written}", which this document never defines — mark its definition with <Define>${written}</Define>`);
        uses += 1;
        visitor.replaceNode(node, withAttributes(node, { term: definition.term, definition: definition.sentence, tip: `${termId(definition.term)}-tip-${uses}` }));
      },
    });
  };
}
