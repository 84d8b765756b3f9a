import type { RasterIcon } from '../../config/brand.ts';
import { svgToPng } from './raster.ts';

// An icon with a background (Apple's touch icon) is square and full-bleed: iOS rounds the corners.
export function iconSvg(icon: RasterIcon, logoSvg: string): string {
  if (!icon.background) return logoSvg;
  return logoSvg
    .replace(/<rect([^>]*?)\srx="[^"]*"/, `<rect$1`)
    .replace('<defs>', `<rect width="48" height="48" fill="${icon.background}"/><defs>`);
}

export const iconPng = (icon: RasterIcon, logoSvg: string) =>
  svgToPng(iconSvg(icon, logoSvg), icon.size);
