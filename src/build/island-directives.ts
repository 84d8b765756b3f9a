import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const directive = (file: string) =>
  fileURLToPath(new URL(`../client/directives/${file}`, import.meta.url));

/**
 * The hydration directives of the site's two islands, so that neither costs anything until it
 * is used: `client:intent` (the theme switcher) and `client:toast` (the toast area). Astro
 * inlines each directive's few hundred bytes into the pages that use it.
 */
export function islandDirectives(): AstroIntegration {
  return {
    name: 'island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: directive('hydrate-on-intent.ts') });
        addClientDirective({ name: 'toast', entrypoint: directive('hydrate-on-toast.ts') });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the visitor reaches for the island: pointer over it, focus in it, a touch on it. */
    'client:intent'?: boolean;
    /** Hydrate when the first toast is raised with `notify()`. */
    'client:toast'?: boolean;
  }
}
