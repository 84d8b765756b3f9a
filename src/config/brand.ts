/**
 * The brand's colours and icons, written once. The CSS colour tokens (src/build/brand-css.ts),
 * the theme-color meta, the web manifest, the icons and the share images are all made from this
 * file; the logo itself is drawn in `src/assets/logo.svg`, in the colours named here.
 */

/** The brand's own colours, named: the logo, the share images and the home-screen icon use them. */
export const brandColours = {
  /** The deepest green, where the share image's gradient starts. */
  pine: '#052e22',
  /** The logo's dark green: its gradient's end and its outlines, and the background of the opaque icon. */
  forest: '#065f46',
  /** The brand green of links and buttons on light backgrounds, and the manifest's theme colour. */
  emerald: '#047857',
  /** The logo's light green, where its gradient starts. */
  jade: '#10b981',
  /** Pale mint: the fold of the logo's paper plane and the share image's tagline. */
  mint: '#d1fae5',
  /** Coin gold: the logo's coin, and gold text on dark backgrounds. */
  gold: '#fcd34d',
  white: '#ffffff',
} as const;

/** A colour for each side of the theme: `color-scheme` on <html> picks one (see global.css). */
export interface SchemeColour {
  light: string;
  dark: string;
}

/**
 * The page colours, each a Tailwind colour token: `canvas` becomes `--color-canvas` and the
 * utilities `bg-canvas`, `text-canvas`, …. Contrast is checked by the accessibility tests (axe).
 */
export const themeColours = {
  /** The page background, and so the browser's theme colour. */
  canvas: { light: '#f6f8f7', dark: '#0a110f' },
  surface: { light: brandColours.white, dark: '#111b18' },
  raised: { light: '#eef4f1', dark: '#172420' },
  ink: { light: '#0d1c17', dark: '#e7f0ec' },
  muted: { light: '#45574f', dark: '#a5b8b0' },
  line: { light: '#d6e1dc', dark: '#263630' },
  brand: { light: brandColours.emerald, dark: '#34d399' },
  'brand-strong': { light: brandColours.forest, dark: '#6ee7b7' },
  'on-brand': { light: brandColours.white, dark: '#04241a' },
  'brand-soft': { light: '#d8f5e8', dark: '#0f2c22' },
  gold: { light: '#965a06', dark: brandColours.gold },
  'gold-soft': { light: '#fdf3d7', dark: '#2c2410' },
  focus: { light: '#1d4ed8', dark: '#93c5fd' },
} as const satisfies Record<string, SchemeColour>;

/** The share image (1200×630): white text on a green gradient, the tagline in mint, the host in gold. */
export const shareImageColours = {
  gradient: [brandColours.pine, brandColours.forest, brandColours.emerald],
  text: brandColours.white,
  tagline: brandColours.mint,
  host: brandColours.gold,
} as const;

/** The logo as a favicon, served as it is drawn. */
export const faviconPath = '/favicon.svg';

/** A PNG drawn from the logo, served at `/<name>.png`. */
export interface RasterIcon {
  name: string;
  /** Width and height in pixels. */
  size: number;
  /** Drawn square and full-bleed on this colour; for Apple's touch icon, which iOS rounds itself. */
  background?: string;
}

/** Every raster icon the site serves, by what it is for. */
export const rasterIcons = {
  /** The favicon for browsers without SVG favicons. */
  favicon: { name: 'favicon-32', size: 32 },
  /** iOS home screens. */
  appleTouch: { name: 'apple-touch-icon', size: 180, background: brandColours.forest },
  /** The manifest's home-screen icons; the larger is also the organisation's logo in search results. */
  homeScreen: { name: 'icon-192', size: 192 },
  homeScreenLarge: { name: 'icon-512', size: 512 },
} as const satisfies Record<string, RasterIcon>;

export const iconPath = (icon: RasterIcon) => `/${icon.name}.png`;

/** The icon's size as HTML's `sizes` and the manifest write it: `192x192`. */
export const iconSizes = (icon: RasterIcon) => `${icon.size}x${icon.size}`;
