import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtPages } from './built-pages';

describe('builtPages', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lists every HTML file, landing page first, and nothing else', async () => {
    dir = await mkdtemp(join(tmpdir(), 'built-pages-'));
    await mkdir(join(dir, 'terms'));
    await mkdir(join(dir, '_astro'));
    for (const file of [
      'terms.html',
      'terms/history.html',
      '404.html',
      'index.html',
      '_astro/app.js',
      'sitemap-0.xml',
    ]) {
      await writeFile(join(dir, file), '');
    }
    expect(await builtPages(dir)).toEqual([
      { path: '/', file: join(dir, 'index.html') },
      { path: '/404', file: join(dir, '404.html') },
      { path: '/terms', file: join(dir, 'terms.html') },
      { path: '/terms/history', file: join(dir, 'terms/history.html') },
    ]);
  });
});
