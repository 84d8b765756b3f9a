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
      date: '2024-06-01',
      summary: ['First version.'],
      related: undefined,
    },
    {
      url: 'https://example.test/terms/history/2025-03-01',
      title: 'Terms of Service: version of March 1, 2025',
      date: '2025-03-01',
      summary: ['Fees <b>removed</b> & limits raised.'],
      related: {
        url: 'https://example.test/terms/history/2025-03-01/changes',
        text: 'See every change',
      },
    },
    {
      url: 'https://example.test/terms/history#correction-2024-06-01-1',
      title: 'Terms of Service: version of June 1, 2024, corrected August 2, 2024',
      date: '2024-08-02',
      summary: ['A typo in "Accounts" fixed.'],
      related: {
        url: 'https://example.test/terms/history/2024-06-01',
        text: 'Read the corrected version',
      },
    },
  ],
});

describe('atomFeed', () => {
  const xml = new JSDOM(feed, { contentType: 'application/xml' }).window.document;
  const entry = (id: string) =>
    [...xml.querySelectorAll('entry')].find(
      (candidate) => candidate.querySelector('id')?.textContent === id,
    );

  it('is well-formed Atom, newest entry first, updated when the newest entry is dated', () => {
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(xml.querySelector('feed > updated')?.textContent).toBe('2025-03-01T00:00:00Z');
    expect([...xml.querySelectorAll('entry > id')].map((id) => id.textContent)).toEqual([
      'https://example.test/terms/history/2025-03-01',
      'https://example.test/terms/history#correction-2024-06-01-1',
      'https://example.test/terms/history/2024-06-01',
    ]);
  });

  it('escapes text and carries the summary and the comparison link', () => {
    expect(xml.querySelector('author > name')?.textContent).toBe('Example & Co.');
    const version = entry('https://example.test/terms/history/2025-03-01');
    expect(version?.querySelector('content')?.textContent).toBe(
      '<ul><li>Fees &lt;b&gt;removed&lt;/b&gt; &amp; limits raised.</li></ul><p><a href="https://example.test/terms/history/2025-03-01/changes">See every change</a></p>',
    );
    expect(version?.querySelector('link[rel="related"]')?.getAttribute('href')).toBe(
      'https://example.test/terms/history/2025-03-01/changes',
    );
  });

  it('gives a correction its own entry, dated the day it was recorded, linked to its place and its version', () => {
    const correction = entry('https://example.test/terms/history#correction-2024-06-01-1');
    expect(correction?.querySelector('published')?.textContent).toBe('2024-08-02T00:00:00Z');
    expect(correction?.querySelector('updated')?.textContent).toBe('2024-08-02T00:00:00Z');
    expect(correction?.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe(
      'https://example.test/terms/history#correction-2024-06-01-1',
    );
    expect(correction?.querySelector('content')?.textContent).toBe(
      '<ul><li>A typo in &quot;Accounts&quot; fixed.</li></ul><p><a href="https://example.test/terms/history/2024-06-01">Read the corrected version</a></p>',
    );
  });
});
