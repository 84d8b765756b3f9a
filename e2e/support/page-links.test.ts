import { describe, expect, it } from 'vitest';
import { findBrokenLinks, readAnchors } from './page-links';

const origin = 'https://www.pollfly.example';

describe('readAnchors', () => {
  it('collects internal references of every kind, resolved against the page, each once', () => {
    const html = `<!doctype html><html><head>
      <link rel="canonical" href="${origin}/terms">
      <link rel="icon" href="/favicon.svg">
      <meta property="og:image" content="${origin}/og/terms.png">
      <meta name="description" content="Read the terms at /terms before you enter.">
      <script type="module" src="/_astro/app.js"></script>
      </head><body>
      <a href="#accounts">Accounts</a><a href="privacy#cookies">Cookies</a><a href="/terms">Self</a>
      <img src="../logo.svg" alt="">
      <astro-island runtime-url="/_astro/astro-island.a.js" component-url="/_astro/Switch.b.js" renderer-url="/_astro/client.c.js"></astro-island>
      </body></html>`;
    expect(readAnchors(html, '/legal/terms', origin).links.toSorted()).toEqual(
      [
        '/legal/terms#accounts',
        '/legal/privacy#cookies',
        '/terms',
        '/favicon.svg',
        '/og/terms.png',
        '/_astro/app.js',
        '/logo.svg',
        '/_astro/astro-island.a.js',
        '/_astro/Switch.b.js',
        '/_astro/client.c.js',
      ].toSorted(),
    );
  });

  it('leaves out links that leave the site', () => {
    const html = `<a href="mailto:help@pollfly.example">Mail</a><a href="https://join.pollfly.example/signup">Join</a>
      <a href="tel:+15550100">Call</a><meta property="og:site_name" content="Pollfly">`;
    expect(readAnchors(html, '/', origin).links).toEqual([]);
  });

  it('offers ids and named anchors as fragment targets', () => {
    const html = '<main id="main"><h2 id="scope">Scope</h2><a name="legacy"></a></main>';
    expect(readAnchors(html, '/', origin).targets).toEqual(new Set(['main', 'scope', 'legacy']));
  });
});

describe('findBrokenLinks', () => {
  const pages: Record<string, Set<string>> = {
    '/': new Set(['main', 'features']),
    '/favicon.svg': new Set(),
  };
  const lookup = (path: string) => Promise.resolve(pages[path] ?? 'answers 404');

  it('accepts links to existing pages and fragments', async () => {
    expect(await findBrokenLinks(['/', '/#features', '/favicon.svg', '/#'], lookup)).toEqual([]);
  });

  it('reports a missing page, with the reason, and a missing fragment', async () => {
    expect(await findBrokenLinks(['/gone', '/#nowhere', '/#f%C3%A9'], lookup)).toEqual([
      '/gone: answers 404',
      '/#nowhere: no element with id "nowhere"',
      '/#f%C3%A9: no element with id "fé"',
    ]);
  });
});
