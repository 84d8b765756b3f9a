// The gates walk every built page, so a new page is checked without anyone adding it to a test.
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pagePath } from '../src/lib/page-path.ts';

export interface BuiltPage {
  /** Where the CDN serves it: `/`, `/terms`, `/404`. */
  path: string;
  /** Relative to the working directory. */
  file: string;
}

/** Landing page first, then by path. */
export async function builtPages(dir = 'dist'): Promise<BuiltPage[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: pagePath(relative(dir, file).split(sep).join('/')), file };
    })
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
}
