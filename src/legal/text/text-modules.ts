/**
 * The legal texts' MDX modules in Vite. A text whose frontmatter YAML cannot read (a quote never
 * closed) is compiled with that frontmatter blanked, its lines kept: the loader reports the mistake
 * at its line, in the editor's words, and the compile prints no second, stack-traced error. In the
 * dev server, a saved text's modules are invalidated without the reload Vite would send at once:
 * the page would render the content layer's data from before the save, and the reload the content
 * layer sends once it has the new data could reach the browser mid-navigation and be lost.
 */
import type { EnvironmentModuleNode, Plugin, RunnableDevEnvironment } from 'vite';
import { blankFrontmatter, frontmatterBlock } from '../check/frontmatter.ts';
import { parseYaml } from '../yaml-file.ts';

export function legalTextModules(legalFolder: string): Plugin {
  return {
    name: 'legal-text-modules',
    // Before @astrojs/mdx, which reads the frontmatter first, and before Astro's reload on a change.
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
    hotUpdate: {
      order: 'pre',
      handler({ file, modules, timestamp }) {
        if (!file.startsWith(legalFolder)) return undefined;
        const invalidated = new Set<EnvironmentModuleNode>();
        for (const module of modules)
          this.environment.moduleGraph.invalidateModule(module, invalidated, timestamp, true);
        // The server environment runs the pages in a module runner, which keeps its own copies.
        const { runner } = this.environment as Partial<RunnableDevEnvironment>;
        for (const { id } of invalidated) {
          const evaluated = id && runner?.evaluatedModules.getModuleById(id);
          if (evaluated) runner!.evaluatedModules.invalidateModule(evaluated);
        }
        return [];
      },
    },
  };
}
