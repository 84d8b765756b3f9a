/**
 * The raster icons browsers and home screens ask for (listed in src/config/brand.ts), all drawn
 * from the one logo. `npm run icons` writes them into `public/`.
 */
import type { RasterIcon } from '../../config/brand.ts';
import { svgToPng } from './raster.ts';

/**
 * The logo as it should be drawn for this icon. An icon with a background (Apple's touch icon) is
 * square and opaque, because iOS rounds the corners itself: the logo loses its own rounded
 * corners and is drawn full-bleed on that colour.
 */
export function iconSvg(icon: RasterIcon, logoSvg: string): string {
  if (!icon.background) return logoSvg;
  return logoSvg
    .replace(/<rect([^>]*?)\srx="[^"]*"/, `<rect$1`)
    .replace('<defs>', `<rect width="48" height="48" fill="${icon.background}"/><defs>`);
}

/** The icon's PNG bytes. */
export const iconPng = (icon: RasterIcon, logoSvg: string) =>
  svgToPng(iconSvg(icon, logoSvg), icon.size);
