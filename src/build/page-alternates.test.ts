import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtPageAlternates } from './page-alternates';

function builtSite(files: Record<string, string>): URL {
  const dir = mkdtempSync(join(tmpdir(), 'alternates-'));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  return pathToFileURL(`${dir}/`);
}

const page = (head: string) => `<!doctype html><html><head>${head}</head><body>
<link rel="alternate" hreflang="fr" href="https://x.example/not-in-the-head"></body></html>`;

describe('builtPageAlternates', () => {
  it('reads the alternates a built page declares in its head, and only there', () => {
    const outDir = builtSite({
      'index.html': page(
        '<link rel="alternate" hreflang="en" href="https://x.example/"><link rel="alternate" hreflang="es" href="https://x.example/es"><link rel="alternate" type="application/atom+xml" href="/feed.xml">',
      ),
      'es/terms.html': page(''),
    });
    const alternates = builtPageAlternates();
    const setup = alternates.integration.hooks['astro:config:done'] as unknown as (options: {
      config: { outDir: URL };
    }) => void;
    setup({ config: { outDir } });
    expect(alternates.of('https://x.example/')).toEqual([
      { lang: 'en', url: 'https://x.example/' },
      { lang: 'es', url: 'https://x.example/es' },
    ]);
    // A page that is not a translation (it shows the English text) declares none.
    expect(alternates.of('https://x.example/es/terms')).toEqual([]);
  });

  it('refuses to read before the build says where it writes', () => {
    expect(() => builtPageAlternates().of('https://x.example/')).toThrow(/before the build/);
  });
});
