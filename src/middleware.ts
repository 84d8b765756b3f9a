// Touches to the HTML that Astro itself cannot be told to make.
import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './build/island-styles';
import { deferIslandRuntime } from './build/island-runtime';
import { policyFirst } from './build/headers/csp-meta-first';
import { pagePolicy, type RuntimeSources } from './build/csp/page-policy';
import { sonnerStyleHashes } from './build/csp/sonner-style-hash';

// The toast area's library adds its stylesheet when it hydrates (the `client:toast` directive).
const runtimeSources: Promise<RuntimeSources[]> = sonnerStyleHashes().then((hashes) => [
  { directive: 'style-src', hashes, carriedBy: /\sclient="toast"/ },
]);

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = hoistIslandStyles(deferIslandRuntime(await response.text()));
  return new Response(policyFirst(pagePolicy(html, await runtimeSources)), response);
});
