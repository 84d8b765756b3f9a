/** The web app manifest: name, colours and icons for "add to home screen". */
import type { APIRoute } from 'astro';
import { site } from '../config/site';

export const GET: APIRoute = () =>
  Response.json({
    name: site.brandName,
    short_name: site.brandName,
    description: site.tagline,
    start_url: '/',
    display: 'browser',
    background_color: '#f6f8f7',
    theme_color: '#047857',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  });
