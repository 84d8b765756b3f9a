import { describe, expect, it } from 'vitest';
import { printedUrls } from './printed-urls';

const origin = 'https://www.pollfly.example';

describe('printedUrls', () => {
  it('finds sitemap entries, feed links and robots.txt lines on the origin, each once', () => {
    const sitemap = `<urlset><url><loc>${origin}/</loc></url><url><loc>${origin}/terms</loc></url><url><loc>${origin}/terms</loc></url></urlset>`;
    expect(printedUrls('sitemap-0.xml', sitemap, origin)).toEqual(['/', '/terms']);
    const feed = `<id>${origin}/legal/updates.xml</id><link rel="alternate" href="${origin}/terms/history/2025-03-12?a=1&amp;b=2"/>
      <content type="html">&lt;a href=&quot;${origin}/terms/history/2025-03-12/changes&quot;&gt;See&lt;/a&gt;</content>`;
    expect(printedUrls('legal/updates.xml', feed, origin)).toEqual([
      '/legal/updates.xml',
      '/terms/history/2025-03-12',
      '/terms/history/2025-03-12/changes',
    ]);
    expect(
      printedUrls('robots.txt', `Allow: /\n\nSitemap: ${origin}/sitemap-index.xml\n`, origin),
    ).toEqual(['/sitemap-index.xml']);
  });

  it('finds addresses in data attributes with their fragments, and in JSON-LD without (an @id names a thing)', () => {
    const html = `<script type="application/ld+json">{"@id":"${origin}/#organization","url":"${origin}/privacy"}</script>
      <button data-copy-text="${origin}/privacy#cookies">`;
    expect(printedUrls('privacy.html', html, origin)).toEqual([
      '/privacy#cookies',
      '/',
      '/privacy',
    ]);
  });

  it('leaves out the punctuation after an address written in prose', () => {
    const html = `<span>listed at ${origin}/promotions.</span> See ${origin}/terms#taxes, or ${origin}/privacy; (${origin}/support).`;
    expect(printedUrls('page.html', html, origin)).toEqual([
      '/promotions',
      '/terms#taxes',
      '/privacy',
      '/support',
    ]);
  });

  it('leaves out other origins, even ones that start like this one', () => {
    const text = `https://join.pollfly.example/signup ${origin}.evil.example/x ${origin}:8443/x https://example.com/`;
    expect(printedUrls('page.html', text, origin)).toEqual([]);
  });
});
