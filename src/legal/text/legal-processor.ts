// The site's Markdown processor: Sätteri with the plugin reading each legal text in its compile.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import type { MarkdownProcessor } from 'astro/markdown';
import type { Root } from 'mdast';
import { defineMdastPlugin, type Data, type MdastPluginEntry } from 'satteri';
import { textPlace } from '../files.ts';
import { describeMdxError } from './mdx-errors.ts';
import { readLegalText, type TextMeta } from './read-text.ts';
import { copyTree, LEGAL_MARKDOWN_FEATURES } from './syntax-tree.ts';
import type { SiteSettings } from '../../config/settings.ts';

export const TEXT_META = 'legalText';
type CompiledFrontmatter = Record<string, unknown> & { [TEXT_META]?: TextMeta };

/** The frontmatter the compile hands its plugins (Astro's `data.astro`) and returns. */
function frontmatterOf(data: Data): CompiledFrontmatter {
  const bag = data as Record<string, { frontmatter?: CompiledFrontmatter } | undefined>;
  const astro = (bag['astro'] ??= {});
  return (astro.frontmatter ??= {});
}

export function legalProcessor(root: URL, legalDir: string, settings: SiteSettings) {
  const placeOf = (path: string) => textPlace(legalDir, relative(fileURLToPath(root), path));
  const plugin: MdastPluginEntry = ({ fileURL, data }) => {
    const place = fileURL && placeOf(fileURLToPath(fileURL));
    // A text MDX cannot read arrives with its metadata already written.
    if (!place || frontmatterOf(data)[TEXT_META]) return null;
    return defineMdastPlugin({
      name: 'legal-text',
      options: { position: true },
      after(tree, context) {
        const frontmatter = frontmatterOf(context.data);
        const title = typeof frontmatter['title'] === 'string' ? frontmatter['title'] : '';
        // The compile's nodes are views of its tree, readable only during its pass: copied.
        const written = copyTree(tree, (key) => key.startsWith('_'));
        const { meta, page } = readLegalText(written, context.source, place, title, settings);
        frontmatter[TEXT_META] = meta;
        context.replaceNode(tree, page as Root);
      },
    });
  };
  const processor = satteri({ features: LEGAL_MARKDOWN_FEATURES, mdastPlugins: [plugin] });
  const renderer = processor.createMdxRenderer!.bind(processor);
  processor.createMdxRenderer = async (shared, mdx) => {
    const compile = await renderer(shared, mdx);
    return {
      async process(content, filePath, frontmatter) {
        try {
          return await compile.process(content, filePath, frontmatter);
        } catch (error) {
          if (!placeOf(filePath)) throw error;
          // Reported with the library's other problems, by the page that would show the text.
          frontmatter[TEXT_META] = {
            outline: { headings: [], links: [], tags: [], expressions: [], prose: [] },
            definitions: [],
            tree: { type: 'root', children: [] },
            problems: [describeMdxError(error)],
            unreadable: true,
          } satisfies TextMeta;
          return compile.process('', filePath, frontmatter);
        }
      },
    };
  };
  return processor;
}

/** One text's metadata; `body` is its file with the frontmatter blanked out, lines kept. */
export async function compileLegalText(
  processor: MarkdownProcessor,
  root: URL,
  file: string,
  body: string,
  frontmatter: Record<string, unknown>,
): Promise<TextMeta> {
  const renderer = await processor.createMdxRenderer!(
    { syntaxHighlight: false, shikiConfig: {}, gfm: true, smartypants: true },
    { optimize: false },
  );
  const compiled = { ...frontmatter };
  await renderer.process(body, fileURLToPath(new URL(file, root)), compiled);
  return compiled[TEXT_META] as TextMeta;
}
