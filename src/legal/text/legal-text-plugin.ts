/**
 * The Sätteri plugin that reads each legal text in its one MDX compile (`read-text.ts`): its
 * metadata goes to the entry's `remarkPluginFrontmatter.legalText`, its filled-in tree to the page.
 */
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import type { Root } from 'mdast';
import { defineMdastPlugin, type Data, type MdastPluginEntry } from 'satteri';
import { textPlace } from '../files.ts';
import { readLegalText, type TextMeta } from './read-text.ts';
import type { SyntaxNode } from './syntax-tree.ts';
import type { SiteSettings } from '../../config/settings.ts';

export const TEXT_META = 'legalText';

/** The frontmatter the compile hands its plugins (Astro's `data.astro`), and returns with their metadata. */
type CompiledFrontmatter = Record<string, unknown> & { [TEXT_META]?: TextMeta };

export function frontmatterOf(data: Data): CompiledFrontmatter {
  const bag = data as Record<string, { frontmatter?: CompiledFrontmatter } | undefined>;
  const astro = (bag['astro'] ??= {});
  return (astro.frontmatter ??= {});
}

// The compile's nodes are views of its tree, readable only during its pass: copied.
const copy = (root: Readonly<Root>): SyntaxNode =>
  JSON.parse(
    JSON.stringify(root, (key, value: unknown) => (key.startsWith('_') ? undefined : value)),
  ) as SyntaxNode;

export function legalTextPlugin(
  root: URL,
  legalDir: string,
  settings: SiteSettings,
): MdastPluginEntry {
  return ({ fileURL, data }) => {
    const place =
      fileURL && textPlace(legalDir, relative(fileURLToPath(root), fileURLToPath(fileURL)));
    // A text that could not be parsed arrives with its metadata already written (`unreadableText`).
    if (!place || frontmatterOf(data)[TEXT_META]) return null;
    return defineMdastPlugin({
      name: 'legal-text',
      options: { position: true },
      after(tree, context) {
        const frontmatter = frontmatterOf(context.data);
        const title = typeof frontmatter['title'] === 'string' ? frontmatter['title'] : '';
        const { meta, page } = readLegalText(copy(tree), context.source, place, title, settings);
        frontmatter[TEXT_META] = meta;
        context.replaceNode(tree, page as Root);
      },
    });
  };
}
