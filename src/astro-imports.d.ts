// For tools that cannot read templates, typed ESLint among them (Astro 7 no longer ships this):
// `astro check` and the editor resolve each `.astro` import to its real component instead.
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
  const component: AstroComponentFactory;
  export default component;
}
