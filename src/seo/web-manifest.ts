import {
  brandColours,
  faviconPath,
  iconPath,
  iconSizes,
  rasterIcons,
  themeColours,
} from '../config/brand';

export function webManifest({ brandName, tagline }: { brandName: string; tagline: string }) {
  return {
    name: brandName,
    short_name: brandName,
    description: tagline,
    start_url: '/',
    display: 'browser',
    // The page's, so opening the site shows no flash of another colour.
    background_color: themeColours.canvas.light,
    theme_color: brandColours.emerald,
    icons: [
      ...[rasterIcons.homeScreen, rasterIcons.homeScreenLarge].map((icon) => ({
        src: iconPath(icon),
        sizes: iconSizes(icon),
        type: 'image/png',
      })),
      { src: faviconPath, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
