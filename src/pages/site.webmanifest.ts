import type { APIRoute } from 'astro';
import { webManifest } from '../seo/web-manifest';
import { site } from '../config/site';

export const GET: APIRoute = () => Response.json(webManifest(site));
