import { describe, expect, it } from 'vitest';
import { legalLibraryFixture } from '../../legal/source/library.fixture';
import { comparisonRedirects } from './comparison-redirects';

describe('comparisonRedirects', () => {
  it('sends each comparison from the date of the version before to the date of the version after', () => {
    const library = legalLibraryFixture({ documents: 2, versions: 3, corrections: 0 });
    expect(comparisonRedirects(library).redirects).toEqual([
      {
        from: '/privacy/history/2020-01-01/compare',
        to: '/privacy/history/2020-02-01/changes',
        status: 308,
      },
      {
        from: '/privacy/history/2020-02-01/compare',
        to: '/privacy/history/2020-03-01/changes',
        status: 308,
      },
      {
        from: '/terms/history/2020-01-01/compare',
        to: '/terms/history/2020-02-01/changes',
        status: 308,
      },
      {
        from: '/terms/history/2020-02-01/compare',
        to: '/terms/history/2020-03-01/changes',
        status: 308,
      },
    ]);
  });

  it('has none for a document with one version', () => {
    const library = legalLibraryFixture({ documents: 1, versions: 1, corrections: 0 });
    expect(comparisonRedirects(library).redirects).toEqual([]);
  });
});
