/**
 * The raster icons browsers and home screens ask for, all drawn from the one logo SVG.
 * Apple's touch icon is square and opaque (iOS rounds the corners itself), so it is drawn
 * full-bleed on the brand green.
 */
export const iconSizes = { 'favicon-32': 32, 'icon-192': 192, 'icon-512': 512, 'apple-touch-icon': 180 } as const;

export type IconName = keyof typeof iconSizes;

const BRAND_GREEN = '#065f46';

/** The logo as it should be drawn for this icon. */
export function iconSvg(name: IconName, logoSvg: string): string {
  if (name !== 'apple-touch-icon') return logoSvg;
  return logoSvg.replace(/<rect([^>]*?)\srx="[^"]*"/, `<rect$1`).replace('<defs>', `<rect width="48" height="48" fill="${BRAND_GREEN}"/><defs>`);
}
