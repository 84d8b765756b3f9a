// The legal texts as one Astro integration, as Starlight is one: the config registers `legal()`.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { EnvironmentModuleNode, Plugin, RunnableDevEnvironment } from 'vite';
import mdx from '@astrojs/mdx';
import sitemap, { type SitemapItem } from '@astrojs/sitemap';
import { legalProcessor } from './text/legal-processor';
import { readVersionsFile, type VersionsFile } from './versions-schema';
import { blankFrontmatter, frontmatterBlock, parseYaml } from './yaml-file';
import { documentPath, isHistoryPath } from './paths';
import { LEGAL_DIR } from '../config/legal-dir';
import { site } from '../config/site';
import { unlocalizedPath } from '../i18n/page-language';
import { languages } from '../i18n/catalogue';
import { languageAlternates } from '../seo/alternates';

/** `lastmod` the version's day, `hreflang` alternates when it is translated. */
function sitemapEntry(item: SitemapItem, versions: VersionsFile): SitemapItem {
  const { origin, pathname } = new URL(item.url);
  const { path } = unlocalizedPath(pathname);
  const document = versions.documents.find((entry) => documentPath(entry.document) === path);
  const current = document?.versions.find((version) => version.status === 'current');
  const translated =
    !document ||
    languages.every((language) => current?.texts.some((text) => text.language === language));
  return {
    ...item,
    ...(current && { lastmod: current.date }),
    ...(translated && {
      links: languageAlternates(pathname, origin).map(({ hreflang, href }) => ({
        lang: hreflang,
        url: href,
      })),
    }),
  };
}

/** The sitemap, without histories; lastmod and alternates read from this build's versions.json. */
export function legalSitemap(): AstroIntegration {
  let versions: Promise<VersionsFile> | undefined;
  let outDir: URL | undefined;
  const integration = sitemap({
    filter: (page) =>
      !page.endsWith('/404') && !isHistoryPath(unlocalizedPath(new URL(page).pathname).path),
    serialize: async (item) => sitemapEntry(item, await (versions ??= readVersionsFile(outDir!))),
  });
  const done = integration.hooks['astro:config:done'];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      'astro:config:done': (params) => {
        outDir = params.config.outDir;
        return done?.(params);
      },
    },
  };
}

// Frontmatter YAML cannot read is blanked, lines kept, so only the loader reports it. A saved
// text's modules are invalidated without Vite's reload: it would show stale data, racing Astro's.
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
        if (!block || !('syntaxError' in parseYaml(block, 'frontmatter'))) return undefined;
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

// Astro marks each MDX module "use astro:head-inject", which the bundler warns of once per text.
const onwarn = (warning: { code?: string; message: string }, warn: (warning: unknown) => void) => {
  const inject = warning.message.includes('astro:head-inject');
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' || !inject) warn(warning);
};

export function legal(): AstroIntegration {
  return {
    name: 'legal',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const hasMdx = config.integrations.some(({ name }) => name === '@astrojs/mdx');
        updateConfig({
          markdown: { processor: legalProcessor(config.root, LEGAL_DIR, site) },
          integrations: hasMdx ? [] : [mdx()],
          vite: {
            plugins: [legalTextModules(fileURLToPath(new URL(`${LEGAL_DIR}/`, config.root)))],
            build: { rolldownOptions: { onwarn } },
          },
        });
      },
    },
  };
}
