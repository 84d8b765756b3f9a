// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/config/site';
import { settingsWarnings } from './src/build/settings-warnings';
import { legal, legalSitemap } from './src/legal/integration';
import { cdnFiles } from './src/build/cdn-files-integration';
import { islandDirectives } from './src/build/island-directives';
import { islandRuntime } from './src/build/island-runtime';
import { stopWithParent } from './src/build/stop-with-parent';
import { inlineScripts } from './src/build/inline-scripts';
import { brandColoursCss } from './src/build/brand-css';
import { sonnerStyleHashes } from './src/build/csp/sonner-style-hash';
import { LEGAL_DIR } from './src/config/legal-dir';
import { languages } from './src/i18n/catalogue';
import { defaultLanguage } from './src/i18n/page-language';

export default defineConfig({
  site: site.siteUrl,
  output: 'static',
  // English is served unprefixed (no English address changes); every other language under its code.
  i18n: {
    locales: languages,
    defaultLocale: defaultLanguage,
    routing: { prefixDefaultLocale: false },
  },
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
    // The legal texts hold no code; Shiki's inline styles would fight the CSP (Astro warns of them).
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
    stopWithParent(),
    // The legal texts: content collections compiled by @astrojs/mdx (src/content.config.ts).
    legal(),
    react(),
    islandDirectives(),
    // Before cdnFiles, which lists every file of _astro/ in _headers.
    islandRuntime(),
    legalSitemap(),
    settingsWarnings(site),
    cdnFiles({ cspReportUrl: site.cspReportUrl }),
  ],
  vite: {
    // brandColoursCss provides the brand's colour tokens that global.css imports.
    plugins: [brandColoursCss(), tailwindcss(), inlineScripts()],
  },
});
