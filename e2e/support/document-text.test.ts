import { describe, expect, it } from 'vitest';
import { documentTextBytes } from './document-text';
import { gzipSize } from './page-weight';

describe('documentTextBytes', () => {
  it('measures the words of the legal text column alone, without markup or layout white space', () => {
    const html =
      '<html><body><header>Menu</header><div class="legal-prose" data-document-text>\n  <h2 id="a">1. <a href="#a">Sponsor</a></h2>\n  <p class="x">The <strong>Sponsor</strong> runs it.</p></div></body></html>';
    expect(documentTextBytes(html)).toBe(gzipSize('1. Sponsor The Sponsor runs it.'));
  });

  it('is undefined for a page without a legal document', () => {
    expect(documentTextBytes('<html><body><p>Hello</p></body></html>')).toBeUndefined();
  });
});
