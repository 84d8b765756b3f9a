// Touches to the HTML that Astro itself cannot be told to make.
import { defineMiddleware } from 'astro:middleware';
import { hoistIslandStyles } from './build/island-styles';
import { policyFirst } from './build/headers/csp-meta-first';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(policyFirst(hoistIslandStyles(await response.text())), response);
});
