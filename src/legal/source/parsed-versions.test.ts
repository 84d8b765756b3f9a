import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { libraryDocuments, placeOf } from '../documents';
import { openLegalLibrary } from './library';
import { publishedRoute } from './parsed-versions';

describe('publishedRoute', () => {
  it('gives the version in force its document’s own address, also as the pages’ model holds it', async () => {
    const library = await openLegalLibrary(
      pathToFileURL(`${process.cwd()}/`),
      'content/legal',
      new Date('2026-11-26T00:00:00Z'),
    );
    const terms = libraryDocuments(library).find(({ name }) => name === 'terms')!;
    const { current, versions } = terms.timeline;
    expect(publishedRoute(current, library.inForce)).toBe('/terms');
    expect(publishedRoute(library.inForce.get('terms')!, library.inForce)).toBe('/terms');
    const earlier = versions.find((version) => placeOf(version).status === 'superseded')!;
    expect(publishedRoute(earlier, library.inForce)).toMatch(
      /^\/terms\/history\/\d{4}-\d{2}-\d{2}$/,
    );
  });
});
