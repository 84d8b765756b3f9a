/**
 * The colour tokens of src/config/brand.ts as Tailwind CSS, for global.css to import as
 * `brand:colours`.
 *
 * Why a file written when Vite starts, reached by an alias: Tailwind resolves `@import` and
 * `@reference` through Vite's resolver (which applies aliases) but then reads the file from disk,
 * so a virtual module cannot reach it, and rewriting global.css's source would not reach the
 * stylesheets that `@reference` it. A file committed next to global.css would be a second copy to
 * keep in step. This way Tailwind gets the same `@theme` block that was written by hand before:
 * `bg-canvas` and the other utilities exist, and the CSS is bundled, inlined as a <style> and
 * allowed by its hash as before (no inline style attribute, the CSP unchanged).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { themeColours, type SchemeColour } from '../config/brand';

/** The specifier stylesheets import the tokens by. */
const BRAND_COLOURS_ID = 'brand:colours';

/** Generated, so kept out of the source tree: under node_modules, beside Vite's and Astro's caches. */
const generatedFile = fileURLToPath(
  new URL('../../node_modules/.cache/brand/colours.css', import.meta.url),
);

/** `@theme { --color-canvas: light-dark(#f6f8f7, #0a110f); … }`: one token per colour. */
export function themeColoursCss(colours: Readonly<Record<string, SchemeColour>>): string {
  const tokens = Object.entries(colours).map(
    ([name, { light, dark }]) => `  --color-${name}: light-dark(${light}, ${dark});`,
  );
  return `@theme {\n${tokens.join('\n')}\n}\n`;
}

/** Writes the file only when it changes, so a running dev server sees no needless change. */
function writeIfChanged(file: string, text: string): void {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    mkdirSync(dirname(file), { recursive: true });
  }
  if (current !== text) writeFileSync(file, text);
}

/** Provides `brand:colours`; the config hook runs before any stylesheet is compiled. */
export function brandColoursCss(): Plugin {
  return {
    name: 'brand-colours-css',
    config() {
      writeIfChanged(generatedFile, themeColoursCss(themeColours));
      return { resolve: { alias: { [BRAND_COLOURS_ID]: generatedFile } } };
    },
  };
}
