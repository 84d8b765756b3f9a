import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { brandColours } from './brand';

it('the logo is drawn only in the brand colours, so changing a colour here is changing it everywhere it shows', () => {
  const logo = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
  const named = new Set<string>(Object.values(brandColours));
  const expand = (hex: string) =>
    (hex.length === 4
      ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`
      : hex
    ).toLowerCase();
  const unnamed = [...logo.matchAll(/#[0-9a-f]{3,6}\b/gi)]
    .map(([hex]) => expand(hex))
    .filter((hex) => !named.has(hex));
  expect(unnamed).toEqual([]);
});
