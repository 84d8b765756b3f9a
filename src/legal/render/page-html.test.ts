/**
 * A legal text's page written from its resolved tree: the editors' tags as a reader meets them,
 * each table in its region, and the section headings handed to the page with their ids and words.
 */
import { describe, expect, it } from 'vitest';
import { resolvedTerms } from '../markdown/resolved-tree.fixture';
import { pageParts, type PagePart } from './page-html';

const page = async (body: string): Promise<PagePart[]> => pageParts(await resolvedTerms(body));

/** The page's HTML, each heading written as its bare element. */
const html = (parts: PagePart[]) =>
  parts
    .map((part) =>
      'html' in part
        ? part.html
        : `<${part.heading.as} id="${part.heading.id}">${part.heading.html}</${part.heading.as}>`,
    )
    .join('');

describe('a legal page', () => {
  it('hands the page each section heading with its id and words, and the text between as HTML', async () => {
    const parts = await page(
      '## 1. Who we are {#who}\n\nWe run it.\n\n### 1.1 Where {#where}\n\nHere.\n',
    );
    expect(parts).toEqual([
      { heading: { as: 'h2', id: 'who', title: '1. Who we are', html: '1. Who we are' } },
      { html: '\n<p>We run it.</p>\n' },
      { heading: { as: 'h3', id: 'where', title: '1.1 Where', html: '1.1 Where' } },
      { html: '\n<p>Here.</p>' },
    ]);
  });

  it('links a term to its definition, with the defining sentence in a popover', async () => {
    const text = html(
      await page('The “<Define>Sponsor</Define>” runs it.\n\nAsk the <Term>Sponsor</Term>.\n'),
    );
    expect(text).toContain('<dfn id="term-sponsor" class="term-definition">Sponsor</dfn>');
    expect(text).toContain(
      '<a href="#term-sponsor" class="term" interestfor="term-sponsor-tip-1">Sponsor</a>' +
        '<span popover="hint" id="term-sponsor-tip-1" class="term-tip" role="tooltip">' +
        '<strong>Sponsor</strong>: The “Sponsor” runs it.</span>',
    );
  });

  it('sets a summary apart, labelled as not part of the document', async () => {
    const text = html(await page('## 1. Who {#who}\n\n<InShort>We run it.</InShort>\n'));
    expect(text).toContain(
      '<aside class="in-short" role="note" aria-labelledby="in-short-who">' +
        '<p class="in-short-label" id="in-short-who"><strong>In short</strong> — this summary is not part of the Terms of Service</p>' +
        '<div class="in-short-text"><p>We run it.</p></div></aside>',
    );
  });

  it('letters a lettered list and puts each table in a region named by its columns', async () => {
    const text = html(
      await page(
        '<Lettered>\n\n1. one\n2. two\n\n</Lettered>\n\n| Rule | Value |\n| --- | --- |\n| Age | <Rule name="minimumAge" /> |\n',
      ),
    );
    expect(text).toContain('<div class="lettered"><ol>\n<li>one</li>\n<li>two</li>\n</ol></div>');
    expect(text).toContain(
      '<div class="legal-table" role="region" aria-label="Table: Rule, Value" tabindex="0"><table>\n<thead>',
    );
    expect(text).toContain('<td>18</td>');
  });
});
