import type { APIRoute } from 'astro';
import { versionsJsonSchema } from '../../legal/versions-schema';
import { site } from '../../config/site';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(versionsJsonSchema(site.siteUrl), null, 2)}\n`, {
    headers: { 'content-type': 'application/schema+json; charset=utf-8' },
  });
