// `npm run icons` after changing the logo or the brand's colours: a test holds the files to it.
import { readFile, writeFile } from 'node:fs/promises';
import { rasterIcons } from '../src/config/brand.ts';
import { iconPng } from '../src/build/images/icons.ts';

const publicDir = new URL('../public/', import.meta.url);
const logo = await readFile(new URL('favicon.svg', publicDir), 'utf8');
for (const icon of Object.values(rasterIcons)) {
  await writeFile(new URL(`${icon.name}.png`, publicDir), await iconPng(icon, logo));
  console.log(`public/${icon.name}.png (${icon.size}×${icon.size})`);
}
