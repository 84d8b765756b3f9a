// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/site.config';
import { settingsWarnings } from './src/integrations/settings-warnings';
import { legalContentCheck } from './src/integrations/legal-content-check';
import { legalReferences } from './src/integrations/legal-references';
import { legalSentenceEnds } from './src/integrations/legal-sentence-ends';
import { legalReadingAids } from './src/integrations/legal-reading-aids';
import { legalLastModified } from './src/integrations/legal-sitemap-dates';
import { cdnHeaders } from './src/integrations/cdn-headers';
import { islandDirectives } from './src/integrations/island-directives';
import { inlineScripts } from './src/build/inline-scripts';
import { sonnerStyleHashes } from './src/integrations/sonner-style-hash';
import { LEGAL_DIR } from './src/legal-content-dir';
import { buildMode } from './src/lib/build-mode';
import { LEGAL_MARKDOWN_FEATURES } from './src/lib/legal/outline';

const root = new URL('./', import.meta.url);
const mode = buildMode(process.env);
const legalDates = await legalLastModified(root, LEGAL_DIR, site.siteUrl);

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  // The content cache is per legal folder: entries from one folder must never leak into a build of another.
  cacheDir: `./node_modules/.astro/${LEGAL_DIR.replace(/[^\w-]+/g, '-')}`,
  // Every page is one file (`/support` → `support.html`), which Cloudflare serves at `/support`
  // with 200 and reaches from `/support/` and `/support.html` by redirect: the site prints only
  // the spelling that needs no redirect. (As folders, `/support` itself would redirect.)
  trailingSlash: 'never',
  build: {
    format: 'file',
    // Stylesheets inline: the CSS is small, and a page then renders from its HTML alone (no blocking request).
    inlineStylesheets: 'always',
  },
  markdown: {
    // Sätteri is Astro 7's native Markdown pipeline; `{#id}` after a heading sets its anchor,
    // which is how legal sections get ids that survive edits to their wording. `<Ref to="id" />`
    // in the legal texts becomes "Section 15", numbered from the headings; `<Term>` gets its definition.
    processor: satteri({ features: LEGAL_MARKDOWN_FEATURES, mdastPlugins: [legalReferences({ root, legalDir: LEGAL_DIR }), legalSentenceEnds(), legalReadingAids({ root, legalDir: LEGAL_DIR })] }),
    // The legal texts have no code; Shiki's inline styles would only fight the CSP.
    syntaxHighlight: false,
  },
  security: {
    // Every inline script and style is allowed by its hash; nothing 'unsafe-inline' or 'unsafe-eval'.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        // Scripts may not feed strings to DOM sinks such as innerHTML; nothing on the site does.
        "require-trusted-types-for 'script'",
      ],
      styleDirective: { hashes: await sonnerStyleHashes() },
    },
  },
  integrations: [
    legalContentCheck({ legalDir: LEGAL_DIR, production: mode.production }),
    mdx(),
    react(),
    islandDirectives(),
    sitemap({
      // The sitemap is the five pages in force; histories are reached from them (versions are noindex).
      filter: (page) => !page.endsWith('/404') && !/\/history(\/|$)/.test(page),
      serialize: (item) => {
        const lastmod = legalDates.get(item.url);
        return lastmod ? { ...item, lastmod } : item;
      },
    }),
    settingsWarnings(site, mode),
    cdnHeaders({ cspReportUrl: site.cspReportUrl }),
  ],
  vite: {
    plugins: [tailwindcss(), inlineScripts()],
    build: {
      rolldownOptions: {
        // Astro marks each MDX module with a "use astro:head-inject" directive that the bundler
        // cannot keep and says so once per legal file; the warning is Astro's internals, not
        // something an editor or developer here can act on. Every other warning still shows.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"')) return;
          warn(warning);
        },
      },
    },
  },
});
