/**
 * The pages of a built site: every HTML file under the output folder, with the clean URL the
 * static server (like the CDN) answers it at. The quality gates and the benchmark walk this list,
 * so a new page is checked without anyone adding it to a test.
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface BuiltPage {
  /** Clean URL path: `/`, `/terms`, `/404`. */
  path: string;
  /** The file on disk, relative to the working directory. */
  file: string;
}

/** `index.html` → `/`, `terms/index.html` → `/terms`, `404.html` → `/404`. */
export function cleanUrlPath(fileInDir: string): string {
  const segments = fileInDir.split(sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${segments}`.replace(/\/$/, '') || '/';
}

/** Every HTML file under `dir`, landing page first, then by path. */
export async function builtPages(dir = 'dist'): Promise<BuiltPage[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: cleanUrlPath(relative(dir, file)), file };
    })
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
}
