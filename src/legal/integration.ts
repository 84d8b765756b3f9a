/**
 * The legal texts as one Astro integration, as Starlight is one: `astro.config.mjs` registers
 * `legal()` and configures nothing else about them. It adds `@astrojs/mdx` where the config has
 * not, and makes the site's Markdown processor the legal one (`legal-processor.ts`), whose plugin
 * reads each text in its one compile. The texts themselves are content collections
 * (`src/content.config.ts`); the pages open the library from them (`site-library.ts`).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import { legalProcessor } from './text/legal-processor';
import { legalTextModules } from './text/text-modules';
import { readVersionsFile, type VersionsFile } from './versions-schema';
import { sitemapEntry } from './sitemap-entries';
import { isHistoryPath } from './paths';
import { LEGAL_DIR } from '../config/legal-dir';
import { site } from '../config/site';
import { unlocalizedPath } from '../i18n/page-language';

/**
 * The site's sitemap (@astrojs/sitemap): the pages in force and the promotions (histories are
 * reached from them, and versions are noindex), each legal document's `lastmod` and every page's
 * alternates read from the `versions.json` this build wrote.
 */
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

export function legal(): AstroIntegration {
  return {
    name: 'legal',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const hasMdx = config.integrations.some(
          (integration) => integration.name === '@astrojs/mdx',
        );
        updateConfig({
          markdown: { processor: legalProcessor(config.root, LEGAL_DIR, site) },
          integrations: hasMdx ? [] : [mdx()],
          vite: {
            plugins: [legalTextModules(fileURLToPath(new URL(`${LEGAL_DIR}/`, config.root)))],
            build: {
              rolldownOptions: {
                // Astro marks each MDX module with a "use astro:head-inject" directive that the
                // bundler cannot keep, and says so once per legal text: Astro's internals, which
                // nothing here can act on. Every other warning still shows.
                onwarn(
                  warning: { code?: string; message: string },
                  warn: (warning: unknown) => void,
                ) {
                  if (
                    warning.code === 'MODULE_LEVEL_DIRECTIVE' &&
                    warning.message.includes('astro:head-inject')
                  )
                    return;
                  warn(warning);
                },
              },
            },
          },
        });
      },
    },
  };
}
