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

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  // Pages are files (`/support` → `support/index.html`); links never carry a trailing slash.
  trailingSlash: 'never',
  build: { format: 'directory' },
  markdown: {
    // Sätteri is Astro 7's native Markdown pipeline; `{#id}` after a heading sets its anchor,
    // which is how legal sections get ids that survive edits to their wording.
    processor: satteri({ features: { headingAttributes: true } }),
  },
  integrations: [legalContentCheck(), mdx(), react(), sitemap(), settingsWarnings(site)],
  vite: { plugins: [tailwindcss()] },
});
