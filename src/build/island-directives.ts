import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const directive = (file: string) =>
  fileURLToPath(new URL(`../client/directives/${file}`, import.meta.url));

// So that neither island costs anything until it is used.
export const islandDirectives = (): AstroIntegration => ({
  name: 'island-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'intent', entrypoint: directive('hydrate-on-intent.ts') });
      addClientDirective({ name: 'toast', entrypoint: directive('hydrate-on-toast.ts') });
    },
  },
});

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on pointer over, focus in or a touch on the island. */
    'client:intent'?: boolean;
    /** Hydrate when the first toast is raised with `notify()`. */
    'client:toast'?: boolean;
  }
}
