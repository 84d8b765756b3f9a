/**
 * The favicon is the logo file itself, served byte for byte: one drawing, no copy in public/ to
 * keep in step.
 */
import type { APIRoute } from 'astro';
import logoSvg from '../assets/logo.svg?raw';

export const GET: APIRoute = () =>
  new Response(logoSvg, { headers: { 'content-type': 'image/svg+xml' } });
