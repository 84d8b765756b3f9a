// Frontmatter YAML cannot read is blanked, lines kept, so only the loader reports it. A saved
// text's modules are invalidated without Vite's reload: it would show stale data, racing Astro's.
import type { EnvironmentModuleNode, Plugin, RunnableDevEnvironment } from 'vite';
import { blankFrontmatter, frontmatterBlock, parseYaml } from '../yaml-file.ts';

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
