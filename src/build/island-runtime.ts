// Astro writes its island runtime (4.4 KB, 1.8 KB gzip) into every page with an island, to run
// while the page loads. Nothing needs it before a visitor reaches for an island, so the build
// serves it as a file each island names, and the hydration directives fetch it then
// (src/client/directives/island-runtime.ts). `astro dev` keeps Astro's own, inline.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import runtime from 'astro/runtime/server/astro-island.prebuilt.js';

/** Named by its content, as Vite names chunks, so the host caches it as immutable with them. */
export const islandRuntimePath = `/_astro/astro-island.${createHash('sha256').update(runtime).digest('base64url').slice(0, 8)}.js`;

const inlineRuntime = `<script>${runtime}</script>`;
/** The directives that fetch the runtime (src/client/directives/). */
const fetchingDirectives = ['intent', 'toast'];

export function deferIslandRuntime(html: string): string {
  if (!html.includes(inlineRuntime)) return html;
  for (const [, directive] of html.matchAll(/<astro-island [^>]*\bclient="([^"]*)"/g))
    if (!fetchingDirectives.includes(directive!))
      throw new Error(
        `An island with client:${directive} would never hydrate: the island runtime is a file that only client:intent and client:toast fetch (src/build/island-runtime.ts). Use one of those, or have that directive fetch it too.`,
      );
  return html
    .replace(inlineRuntime, '')
    .replaceAll('<astro-island ', `<astro-island runtime-url="${islandRuntimePath}" `);
}

export const islandRuntime = (): AstroIntegration => ({
  name: 'island-runtime',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(new URL(islandRuntimePath.slice(1), dir), runtime);
    },
  },
});
