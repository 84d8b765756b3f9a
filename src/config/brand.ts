export const brandColours = {
  pine: '#052e22',
  forest: '#065f46',
  emerald: '#047857',
  jade: '#10b981',
  mint: '#d1fae5',
  gold: '#fcd34d',
  white: '#ffffff',
} as const;

export type SchemeColour = { light: string; dark: string };

// Tailwind tokens: `canvas` becomes `--color-canvas` and `bg-canvas`. Axe checks their contrast.
export const themeColours = {
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

export const shareImageColours = {
  gradient: [brandColours.pine, brandColours.forest, brandColours.emerald],
  text: brandColours.white,
  tagline: brandColours.mint,
  host: brandColours.gold,
} as const;

export const faviconPath = '/favicon.svg';

/** `background`: drawn square and full-bleed on it, for Apple's touch icon (iOS rounds it). */
export type RasterIcon = { name: string; size: number; background?: string };

export const rasterIcons = {
  favicon: { name: 'favicon-32', size: 32 },
  appleTouch: { name: 'apple-touch-icon', size: 180, background: brandColours.forest },
  /** The organisation's logo in search results. */
  organisationLogo: { name: 'icon-512', size: 512 },
} as const satisfies Record<string, RasterIcon>;

export const iconPath = (icon: RasterIcon) => `/${icon.name}.png`;

export const iconSizes = (icon: RasterIcon) => `${icon.size}x${icon.size}`;
