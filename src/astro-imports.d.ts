/**
 * What a `.astro` import is to TypeScript's own language service, which typed ESLint runs on: Astro's
 * language server (`astro check`, the editor) resolves each template to its real component, and this
 * wildcard is only the fallback for tools that cannot read templates (Astro 7 no longer ships one).
 */
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  const component: AstroComponentFactory;
  export default component;
}
