import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import Seo from './Seo.astro';
import { site } from '../config/site';
import { homeStructuredData, legalPageStructuredData } from '../seo/structured-data';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function renderHead(path: string, props: Record<string, unknown>) {
  const html = await container.renderToString(Seo, {
    props,
    request: new Request(`http://localhost${path}`),
  });
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    html,
    meta,
    jsonLd: jsonLd
      ? (JSON.parse(jsonLd) as { '@graph': Array<Record<string, unknown>> })
      : undefined,
  };
}

describe('the landing page head', () => {
  it('names the brand, points at the canonical origin and describes the organisation', async () => {
    const description = 'Answer one quick survey a day and win real money or prizes. Free to join.';
    const { html, meta, jsonLd } = await renderHead('/', {
      description,
      structuredData: homeStructuredData(site, '/icon-512.png', 'en'),
      translated: true,
    });
    expect(html).toContain(
      '<title>Pollfly: Daily surveys for daily rewards. Free to join.</title>',
    );
    expect(html).toContain('<link rel="canonical" href="https://www.pollfly.example/">');
    expect(meta('description')).toBe(description);
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('Pollfly');
    expect(meta('og:url')).toBe('https://www.pollfly.example/');
    expect(meta('og:image')).toBe('https://www.pollfly.example/og/home.png');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe('https://www.pollfly.example/og/home.png');
    expect(meta('robots')).toBeUndefined();
    expect(meta('og:locale')).toBe('en_US');
    // Translated: each language's address, and English for every other language.
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://www.pollfly.example/">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="es" href="https://www.pollfly.example/es">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.pollfly.example/">',
    );
    const [organization, website] = jsonLd!['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://www.pollfly.example/#organization',
      name: 'Pollfly',
      legalName: 'Pollfly, Inc.',
      url: 'https://www.pollfly.example/',
      logo: 'https://www.pollfly.example/icon-512.png',
      email: 'support@pollfly.example',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Pollfly',
      url: 'https://www.pollfly.example/',
      publisher: { '@id': 'https://www.pollfly.example/#organization' },
    });
  });
});

describe('a legal page head', () => {
  it('dates the page and places it under the home page', async () => {
    const page = {
      title: 'Privacy Policy',
      description: 'How we collect, use and protect your information.',
      path: '/privacy',
      date: '2025-09-12',
      language: 'en' as const,
    };
    const { html, meta, jsonLd } = await renderHead('/privacy', {
      title: page.title,
      description: page.description,
      structuredData: legalPageStructuredData(site, page),
      translated: false,
    });
    expect(html).toContain('<title>Privacy Policy · Pollfly</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.pollfly.example/privacy">');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:title')).toBe('Privacy Policy · Pollfly');
    expect(meta('og:image')).toBe('https://www.pollfly.example/og/privacy.png');
    // Its Spanish page shows the English text (no translation): not advertised as one.
    expect(html).not.toContain('hreflang');
    const [webPage, breadcrumbs] = jsonLd!['@graph'];
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      url: 'https://www.pollfly.example/privacy',
      name: 'Privacy Policy',
      inLanguage: 'en',
      dateModified: '2025-09-12',
      isPartOf: { '@id': 'https://www.pollfly.example/#website' },
    });
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      '@id': 'https://www.pollfly.example/privacy#breadcrumb',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.pollfly.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Privacy Policy',
          item: 'https://www.pollfly.example/privacy',
        },
      ],
    });
  });

  it('keeps the not-found page out of search results', async () => {
    const { meta } = await renderHead('/404', {
      title: 'Page not found',
      description: 'x'.repeat(60),
      noindex: true,
      translated: false,
    });
    expect(meta('robots')).toBe('noindex');
  });
});
