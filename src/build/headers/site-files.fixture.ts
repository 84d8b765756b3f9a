/**
 * The files of a generated build, for the tests of what the build writes about them: the
 * shipped pages and assets, with as many legal versions per document as asked for.
 */
import type { Day } from '../../lib/dates';

const documents = ['privacy', 'terms', 'official-rules'];

/** A version's day: the first of a month, one a month from January 2020. */
const day = (index: number): Day =>
  `${2020 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

export function siteFiles({
  versions,
  hashedFiles = 12,
}: {
  versions: number;
  hashedFiles?: number;
}): string[] {
  const history = documents.flatMap((document) => [
    `${document}.html`,
    `${document}/history.html`,
    ...Array.from({ length: versions }, (_, index) => [
      `${document}/history/${day(index)}.html`,
      `legal/pdf/${document}-${day(index)}.pdf`,
      `${document}/history/${day(index)}/changes.html`,
    ]).flat(),
  ]);
  return [
    'index.html',
    '404.html',
    'support.html',
    ...history,
    ...Array.from({ length: hashedFiles }, (_, index) => `_astro/chunk-${index}.Ab12Cd34.js`),
    ...['home', 'support', '404', ...documents].map((slug) => `og/${slug}.png`),
    'favicon.svg',
    'favicon-32.png',
    'apple-touch-icon.png',
    'icon-512.png',
    'robots.txt',
    'sitemap-index.xml',
    'sitemap-0.xml',
    'legal/updates.xml',
    'legal/versions.json',
    'legal/versions.schema.json',
  ];
}
