/** Raster icons (favicon fallback, home-screen and manifest icons) rendered from the logo. */
import type { APIRoute, GetStaticPaths } from 'astro';
import logoSvg from '../assets/logo.svg?raw';
import { iconSizes, iconSvg, type IconName } from '../build/images/icons';
import { svgToPng } from '../build/images/raster';

export const getStaticPaths = (() =>
  Object.keys(iconSizes).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const name = params.icon as IconName;
  const png = await svgToPng(iconSvg(name, logoSvg), iconSizes[name]);
  return new Response(png, { headers: { 'content-type': 'image/png' } });
};
