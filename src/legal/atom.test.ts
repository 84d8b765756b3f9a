import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { atomFeed } from './atom';

const feed = atomFeed({
  url: 'https://example.test/legal/updates.xml',
  siteUrl: 'https://example.test/',
  title: 'Example legal updates',
  author: 'Example & Co.',
  entries: [
    {
      url: 'https://example.test/terms/history/2024-06-01',
      title: 'Terms of Service: version of June 1, 2024',
      date: new Date('2024-06-01T00:00:00Z'),
      summary: ['First version.'],
      compareUrl: undefined,
    },
    {
      url: 'https://example.test/terms/history/2025-03-01',
      title: 'Terms of Service: version of March 1, 2025',
      date: new Date('2025-03-01T00:00:00Z'),
      summary: ['Fees <b>removed</b> & limits raised.'],
      compareUrl: 'https://example.test/terms/history/2024-06-01/compare',
    },
  ],
});

describe('atomFeed', () => {
  const xml = new JSDOM(feed, { contentType: 'application/xml' }).window.document;

  it('is well-formed Atom, newest entry first, updated when the newest version is dated', () => {
    expect(xml.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(xml.querySelector('feed > updated')?.textContent).toBe('2025-03-01T00:00:00Z');
    expect([...xml.querySelectorAll('entry > id')].map((id) => id.textContent)).toEqual([
      'https://example.test/terms/history/2025-03-01',
      'https://example.test/terms/history/2024-06-01',
    ]);
  });

  it('escapes text and carries the summary and the comparison link', () => {
    expect(xml.querySelector('author > name')?.textContent).toBe('Example & Co.');
    const content = xml.querySelector('entry > content')?.textContent;
    expect(content).toBe(
      '<ul><li>Fees &lt;b&gt;removed&lt;/b&gt; &amp; limits raised.</li></ul><p><a href="https://example.test/terms/history/2024-06-01/compare">See every change</a></p>',
    );
    expect(xml.querySelector('entry > link[rel="related"]')?.getAttribute('href')).toBe(
      'https://example.test/terms/history/2024-06-01/compare',
    );
  });
});
