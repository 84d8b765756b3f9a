import { describe, expect, it } from 'vitest';
import { budgetOverruns, gzipSize, measurePage, type AssetReader } from './page-weight';

function assets(files: Record<string, string>): AssetReader {
  return (path) => (path in files ? Buffer.from(files[path]!) : undefined);
}

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('measurePage', () => {
  it('adds the stylesheets a page waits for to its HTML, but not print ones', () => {
    const css = 'body{color:red}'.repeat(50);
    const html = page(
      '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/p.css" media="print">',
    );
    const weight = measurePage(html, '/', assets({ '/a.css': css, '/p.css': css }));
    expect(weight.firstRenderBytes).toBe(gzipSize(html) + gzipSize(css));
    expect(weight.renderBlocking).toEqual(['/a.css']);
  });

  it('counts classic scripts as render-blocking, and module, async and deferred ones not', () => {
    const html = page(
      '<script src="/classic.js"></script><script type="module" src="/m.js"></script>' +
        '<script async src="/a.js"></script><script defer src="/d.js"></script>',
    );
    const files = { '/classic.js': '1', '/m.js': '2', '/a.js': '3', '/d.js': '4' };
    expect(measurePage(html, '/', assets(files)).renderBlocking).toEqual(['/classic.js']);
  });

  it('follows island modules and their static and dynamic imports, each file once', () => {
    const html = page(
      '',
      '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>' +
        '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>',
    );
    const files = {
      '/_astro/Island.js': 'import{a}from"./react.js";import"./side.js";',
      '/_astro/client.js': 'import{b as c}from"./react.js";const l=()=>import("./lazy.js");',
      '/_astro/react.js': 'export const a=1,b=2;',
      '/_astro/side.js': 'x()',
      '/_astro/lazy.js': 'y()',
    };
    const weight = measurePage(html, '/terms', assets(files));
    expect(weight.islandScripts.files.toSorted()).toEqual(Object.keys(files).toSorted());
    expect(weight.islandScripts.bytes).toBe(
      Object.values(files).reduce((sum, code) => sum + gzipSize(code), 0),
    );
    expect(weight.loadScripts).toEqual({ files: [], inline: 0, bytes: 0 });
    expect(weight.renderBlocking).toEqual([]);
  });

  it('counts inline scripts, module scripts and their imports as JavaScript before interaction, JSON-LD not', () => {
    const inline = '(()=>{document.documentElement.className="dark"})();';
    const html = page(
      `<script>${inline}</script><script type="application/ld+json">{"@type":"Organization"}</script>`,
      '<script type="module" src="/_astro/copy.js"></script><astro-island component-url="/_astro/Island.js"></astro-island>',
    );
    const files = {
      '/_astro/copy.js': 'import"./notify.js";',
      '/_astro/notify.js': 'n()',
      '/_astro/Island.js': 'import"./notify.js";r()',
    };
    const weight = measurePage(html, '/support', assets(files));
    expect(weight.loadScripts).toEqual({
      files: ['/_astro/copy.js', '/_astro/notify.js'],
      inline: 1,
      bytes:
        gzipSize(inline) +
        gzipSize(files['/_astro/copy.js']) +
        gzipSize(files['/_astro/notify.js']),
    });
    // An island's import that the page has already loaded costs nothing more on use.
    expect(weight.islandScripts).toEqual({
      files: ['/_astro/Island.js'],
      bytes: gzipSize(files['/_astro/Island.js']),
    });
  });

  it('follows imports in inline module scripts, relative to the page', () => {
    const html = page('', '<script type="module">import"../_astro/hoisted.js";</script>');
    expect(
      measurePage(html, '/legal/terms', assets({ '/_astro/hoisted.js': '' })).loadScripts.files,
    ).toEqual(['/_astro/hoisted.js']);
  });

  it('fails on a script the build does not contain', () => {
    expect(() =>
      measurePage(page('<script type="module" src="/gone.js"></script>'), '/', assets({})),
    ).toThrow('/gone.js is referenced but not in the build');
  });
});

describe('budgetOverruns', () => {
  const budget = { firstRenderBytes: 14_000, loadScriptBytes: 4_000, islandScriptBytes: 85_000 };
  const weight = (
    firstRenderBytes: number,
    loadBytes: number,
    islandBytes: number,
    renderBlocking: string[] = [],
  ) => ({
    firstRenderBytes,
    renderBlocking,
    loadScripts: { files: [], inline: 3, bytes: loadBytes },
    islandScripts: { files: [], bytes: islandBytes },
  });

  it('is empty for a page within budget', () => {
    expect(budgetOverruns(weight(14_000, 4_000, 85_000), budget)).toEqual([]);
  });

  it('names every overrun with the figures', () => {
    expect(budgetOverruns(weight(15_230, 4_001, 90_000, ['/a.css']), budget)).toEqual([
      'HTML + render CSS is 15.2 KB, over 14.0 KB',
      'JavaScript before interaction is 4.0 KB, over 4.0 KB',
      'Island JavaScript is 90.0 KB, over 85.0 KB',
      '/a.css blocks rendering',
    ]);
  });
});

describe('gzipSize', () => {
  it('is the same number on every machine, so the figures CI compares cannot drift with the CPU', () => {
    const text = Array.from({ length: 400 }, (_, i) => `<p id="s${i % 37}">Section ${i}</p>`).join(
      '',
    );
    expect(gzipSize(text)).toBe(gzipSize(Buffer.from(text)));
    expect(gzipSize(text)).toMatchInlineSnapshot(`1592`);
  });
});

describe('measurePage in any checkout', () => {
  it('weighs a page the same whatever uid Astro hashed from the build folder into its islands', () => {
    const island = (uid: string) =>
      page('', `<astro-island uid="${uid}" component-url="/_astro/a.js"></astro-island>`);
    const weigh = (html: string) => measurePage(html, '/', assets({ '/_astro/a.js': '' }));
    expect(weigh(island('Z1jtxN5')).firstRenderBytes).toBe(
      weigh(island('ZUOYkC')).firstRenderBytes,
    );
  });
});
