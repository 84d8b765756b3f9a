/**
 * The language alternates a built page declares in its head (`<link rel="alternate" hreflang>`),
 * read back from the page itself for the sitemap: what the sitemap says and what the page says
 * are then one decision, made where the page knows whether its text is a translation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

interface SitemapLink {
  lang: string;
  url: string;
}

const ALTERNATE = /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g;

/** The HTML file of a page served at `url` in a build written as files (`/es/terms` → `es/terms.html`). */
function builtFile(outDir: string, url: string): string {
  const path = new URL(url).pathname.replace(/\/$/, '');
  return join(outDir, path === '' ? 'index.html' : `${path}.html`);
}

function pageAlternates(outDir: string, url: string): SitemapLink[] {
  const html = readFileSync(builtFile(outDir, url), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(ALTERNATE)].map(([, lang, href]) => ({ lang: lang!, url: href! }));
}

/**
 * The alternates of each built page, for the sitemap's `serialize`: the integration learns where
 * this build writes its pages (`--outDir` differs between the test builds), `of` reads them.
 */
export function builtPageAlternates() {
  let outDir: string | undefined;
  const integration: AstroIntegration = {
    name: 'built-page-alternates',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
    },
  };
  return {
    integration,
    of: (url: string): SitemapLink[] => {
      if (!outDir)
        throw new Error('The sitemap asked for alternates before the build was configured');
      return pageAlternates(outDir, url);
    },
  };
}
