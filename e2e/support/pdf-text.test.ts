import { describe, expect, it } from 'vitest';
import { pageDocumentWords } from './pdf-text';

describe('pageDocumentWords', () => {
  it('reads the document column as a reader sees it: list markers drawn, screen-only aids left out', () => {
    const html = `<html><body><h1>Terms</h1><div data-document-text>
      <details class="in-short-table"><summary>Contents, in short</summary></details>
      <div class="section-heading"><h2 id="a">1. Scope</h2><span class="section-links"><a href="#a">#</a></span></div>
      <p>The <a href="#term-sponsor">Sponsor</a><span popover="hint">Sponsor: who runs it</span> runs it:</p>
      <div class="lettered"><ol><li>first;</li><li>second.</li></ol></div>
      <ol start="3"><li>three</li></ol><ul><li>dot</li></ul>
      <table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>
    </div></body></html>`;
    expect(pageDocumentWords(html)).toBe(
      '1. Scope The Sponsor runs it: (a) first; (b) second. 3. three • dot A B 1 2',
    );
  });
});
