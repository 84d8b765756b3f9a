import type { APIRoute } from 'astro';
import { consentJsonSchema } from '../../legal/consent/consent-file';
import { site } from '../../config/site';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(consentJsonSchema(site.siteUrl), null, 2)}\n`, {
    headers: { 'content-type': 'application/schema+json; charset=utf-8' },
  });
