/** Raster icons (favicon fallback, home-screen and manifest icons) rendered from the logo. */
import type { APIRoute, GetStaticPaths } from 'astro';
import logoSvg from '../assets/logo.svg?raw';
import { rasterIcons, type RasterIcon } from '../config/brand';
import { iconSvg } from '../build/images/icons';
import { svgToPng } from '../build/images/raster';

export const getStaticPaths = (() =>
  Object.values(rasterIcons).map((icon) => ({
    params: { icon: icon.name },
    props: { icon },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ icon: RasterIcon }> = async ({ props: { icon } }) => {
  const png = await svgToPng(iconSvg(icon, logoSvg), icon.size);
  return new Response(png, { headers: { 'content-type': 'image/png' } });
};
