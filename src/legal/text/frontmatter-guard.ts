/**
 * A legal text whose frontmatter YAML cannot read (a quote never closed) reaches the MDX compile
 * with that frontmatter blanked, its lines kept. The loader reports the mistake at its line, in
 * the editor's words; without this the compile of the same save would print a second error, with
 * a stack trace, that says less.
 */
import type { Plugin } from 'vite';
import { blankFrontmatter, frontmatterBlock } from '../check/frontmatter-block.ts';
import { parseYaml } from '../yaml-file.ts';

export function frontmatterGuard(legalFolder: string): Plugin {
  return {
    name: 'legal-frontmatter-guard',
    // Before @astrojs/mdx, which reads the frontmatter first.
    enforce: 'pre',
    transform: {
      filter: { id: /\.mdx$/ },
      handler(code, id) {
        if (!id.startsWith(legalFolder)) return undefined;
        const block = frontmatterBlock(code);
        if (!block || !('syntaxError' in parseYaml(block.text, 'frontmatter'))) return undefined;
        return { code: blankFrontmatter(code), map: null };
      },
    },
  };
}
