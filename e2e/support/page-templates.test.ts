import { describe, expect, it } from 'vitest';
import {
  layoutParts,
  pageTemplate,
  pageTemplates,
  representativePages,
  templateOf,
} from './page-templates';

describe('templateOf', () => {
  it("finds the page file under src/pages that builds each kind of the site's pages", async () => {
    const templates = await pageTemplates();
    const expected: Record<string, string> = {
      '/': '[...lang]/index.astro',
      '/es': '[...lang]/index.astro',
      '/404': '404.astro',
      '/es/404': 'es/404.astro',
      '/support': '[...lang]/support.astro',
      '/es/support': '[...lang]/support.astro',
      '/promotions': '[...lang]/promotions.astro',
      '/es/promotions/daily-cash-2027': '[...lang]/promotions/[programme].astro',
      '/terms': '[...lang]/[document].astro',
      '/es/privacy': '[...lang]/[document].astro',
      '/terms/history': '[...lang]/[document]/history.astro',
      '/es/official-rules/history/2025-03-12': '[...lang]/[document]/history/[date].astro',
      '/terms/history/2026-11-26/changes': '[...lang]/[document]/history/[date]/changes.astro',
    };
    const found = Object.fromEntries(
      Object.keys(expected).map((path) => [path, templateOf(path, templates)]),
    );
    expect(found).toEqual(expected);
  });

  it('prefers fixed words to parameters, and fewer parameters on a tie', () => {
    const templates = ['[...lang]/[document].astro', '[...lang]/index.astro', 'about.md'].map(
      pageTemplate,
    );
    expect(templateOf('/about', templates)).toBe('about.md');
    expect(templateOf('/es', templates)).toBe('[...lang]/index.astro');
    expect(templateOf('/es/terms', templates)).toBe('[...lang]/[document].astro');
  });

  it('reads a rest parameter other than the language as any number of segments', () => {
    const templates = [pageTemplate('guides/[...slug].astro')];
    expect(templateOf('/guides/a/b/c', templates)).toBe('guides/[...slug].astro');
    expect(templateOf('/guides', templates)).toBe('guides/[...slug].astro');
  });

  it('makes a page no file matches its own template, so it is still swept', () => {
    expect(templateOf('/made-by-an-integration', [pageTemplate('index.astro')])).toBe(
      '/made-by-an-integration',
    );
  });
});

describe('layoutParts', () => {
  it("lists a page's elements and classes", () => {
    expect([
      ...layoutParts('<main class="prose  mt-2"><P>x</P><my-el class=""></my-el></main>'),
    ]).toEqual(['<main>', '<p>', '<my-el>', '.prose', '.mt-2']);
  });
});

describe('representativePages', () => {
  const templates = ['[...lang]/index.astro', '[...lang]/[document].astro'].map(pageTemplate);
  const page = (path: string, html: string) => ({ path, html });

  it("keeps each template's longest page in each language", () => {
    const pages = [
      page('/', '<main class="a"></main>'),
      page('/es', '<main class="a"></main>'),
      page('/privacy', '<main class="a">short</main>'),
      page('/terms', '<main class="a">the longest text</main>'),
      page('/es/privacy', '<main class="a">el texto más largo</main>'),
      page('/es/terms', '<main class="a">corto</main>'),
    ];
    expect(representativePages(pages, templates).map(({ path }) => path)).toEqual([
      '/',
      '/es',
      '/terms',
      '/es/privacy',
    ]);
  });

  it('adds the fewest pages that bring in every class and element the template uses', () => {
    const pages = [
      page('/terms', '<main class="a b">the longest of them all</main>'),
      page('/privacy', '<main class="a"><table class="c"></table></main>'),
      page('/rules', '<main class="a c"><table></table><aside></aside></main>'),
      page('/cookies', '<main class="b"><aside></aside></main>'),
    ];
    expect(representativePages(pages, templates).map(({ path }) => path)).toEqual([
      '/terms',
      '/rules',
    ]);
  });

  it('sweeps a page of a new template without being told of it', () => {
    const pages = [
      page('/terms', '<main class="a">the longest text</main>'),
      page('/careers', '<main class="a">short</main>'),
    ];
    const pick = (files: string[]) =>
      representativePages(pages, files.map(pageTemplate)).map(({ path }) => path);
    expect(pick(['[...lang]/[document].astro'])).toEqual(['/terms']);
    expect(pick(['[...lang]/[document].astro', '[...lang]/careers.astro'])).toEqual([
      '/terms',
      '/careers',
    ]);
  });
});
