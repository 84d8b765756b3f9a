import { readdir } from 'node:fs/promises';

/**
 * The site's pages other than the legal documents, which a legal text may link to: `/`,
 * `/support`, read from `src/pages` under `root` (dynamic routes and the 404 page cannot be linked).
 */
export async function otherPages(root: URL): Promise<string[]> {
  const files = await readdir(new URL('src/pages/', root));
  return files
    .filter((file) => file.endsWith('.astro') && !file.startsWith('[') && file !== '404.astro')
    .map((file) => (file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}`));
}
