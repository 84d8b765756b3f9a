/**
 * The site's Markdown processor: Sätteri with the legal features and plugin. `compileLegalText`
 * runs its MDX renderer outside Astro (legal:check, the commands, the tests), as the build does.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import type { MarkdownProcessor } from 'astro/markdown';
import { textPlace } from '../files.ts';
import { describeMdxError } from './mdx-errors.ts';
import { legalTextPlugin, TEXT_META } from './legal-text-plugin.ts';
import { LEGAL_MARKDOWN_FEATURES } from './syntax-tree.ts';
import type { TextMeta } from './read-text.ts';
import type { Problem } from '../problems.ts';
import type { SiteSettings } from '../../config/settings.ts';

/** A text MDX cannot read: an empty page, and the one problem. */
const unreadableText = (problem: Problem): TextMeta => ({
  outline: { headings: [], links: [], tags: [], expressions: [], prose: [] },
  definitions: [],
  tree: { type: 'root', children: [] },
  problems: [problem],
  unreadable: true,
});

export function legalProcessor(
  root: URL,
  legalDir: string,
  settings: SiteSettings,
): MarkdownProcessor {
  const processor = satteri({
    features: LEGAL_MARKDOWN_FEATURES,
    mdastPlugins: [legalTextPlugin(root, legalDir, settings)],
  });
  const renderer = processor.createMdxRenderer!.bind(processor);
  processor.createMdxRenderer = async (shared, mdx) => {
    const compile = await renderer(shared, mdx);
    return {
      async process(content, filePath, frontmatter) {
        try {
          return await compile.process(content, filePath, frontmatter);
        } catch (error) {
          if (!textPlace(legalDir, relative(fileURLToPath(root), filePath))) throw error;
          // Reported with the library's other problems, by the page that would show the text.
          frontmatter[TEXT_META] = unreadableText(describeMdxError(error));
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
