/** The icons in public/ are the ones `npm run icons` draws from the logo and the brand's colours. */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { rasterIcons } from '../../config/brand';
import { iconPng } from './icons';

const publicDir = new URL('../../../public/', import.meta.url);

it('serves each raster icon as the logo draws it today (else run npm run icons)', async () => {
  const logo = await readFile(new URL('favicon.svg', publicDir), 'utf8');
  for (const icon of Object.values(rasterIcons)) {
    const served = await readFile(new URL(`${icon.name}.png`, publicDir));
    expect(Buffer.from(await iconPng(icon, logo)).equals(served), `public/${icon.name}.png`).toBe(
      true,
    );
  }
});
