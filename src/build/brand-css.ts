// A real file behind an alias: Tailwind resolves `@import` through Vite but reads it from disk.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { themeColours, type SchemeColour } from '../config/brand';

const BRAND_COLOURS_ID = 'brand:colours';

// Generated, so kept out of the source tree, beside Vite's and Astro's caches.
const generatedFile = fileURLToPath(
  new URL('../../node_modules/.cache/brand/colours.css', import.meta.url),
);

export function themeColoursCss(colours: Readonly<Record<string, SchemeColour>>): string {
  const tokens = Object.entries(colours).map(
    ([name, { light, dark }]) => `  --color-${name}: light-dark(${light}, ${dark});`,
  );
  return `@theme {\n${tokens.join('\n')}\n}\n`;
}

// Only when it changes, so a running dev server sees no needless change.
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

// The config hook runs before any stylesheet is compiled.
export const brandColoursCss = (): Plugin => ({
  name: 'brand-colours-css',
  config() {
    writeIfChanged(generatedFile, themeColoursCss(themeColours));
    return { resolve: { alias: { [BRAND_COLOURS_ID]: generatedFile } } };
  },
});
