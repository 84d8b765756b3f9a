/**
 * The site's page list names every page file that builds one page in each language, and nothing
 * else: a page added, moved or renamed under `src/pages/` fails here, not as a legal text whose
 * link the content check refuses, or a page with no share image.
 */
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { sitePages } from './site-pages';

const pages = new URL('../pages/', import.meta.url);

/** `[...lang]/support.astro` → `/support`; dynamic routes build many pages and are not in the list. */
const addresses = readdirSync(new URL('[...lang]/', pages))
  .filter((file) => file.endsWith('.astro') && !file.startsWith('['))
  .map((file) => (file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}`));

it('lists the page files under src/pages/[...lang], and the not-found page', () => {
  expect(readdirSync(pages)).toContain('404.astro');
  expect(Object.values(sitePages).toSorted()).toEqual([...addresses, '/404'].toSorted());
});
