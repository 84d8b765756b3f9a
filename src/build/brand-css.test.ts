import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { themeColours } from '../config/brand';
import { themeColoursCss } from './brand-css';

it('writes one light-dark() token per colour, in the order of the brand file', () => {
  expect(
    themeColoursCss({
      canvas: { light: '#f6f8f7', dark: '#0a110f' },
      'on-brand': { light: '#ffffff', dark: '#04241a' },
    }),
  ).toMatchInlineSnapshot(`
    "@theme {
      --color-canvas: light-dark(#f6f8f7, #0a110f);
      --color-on-brand: light-dark(#ffffff, #04241a);
    }
    "
  `);
});

it('gives every token global.css and the components use', () => {
  const css = themeColoursCss(themeColours);
  for (const name of [
    'canvas',
    'surface',
    'ink',
    'muted',
    'line',
    'brand',
    'brand-strong',
    'on-brand',
    'focus',
  ]) {
    expect(css).toContain(`--color-${name}: light-dark(`);
  }
});

it('is what global.css imports: it writes no colour of its own', () => {
  const globalCss = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
  expect(globalCss).toContain("@import 'brand:colours' theme(static);");
  expect(globalCss).not.toMatch(/--color-[\w-]+:/);
});
