import { describe, expect, it } from 'vitest';
import type { VersionsFile } from '../../legal/versions-schema';
import { comparisonRedirects } from './site-redirects';
import { publishedVersions } from './published-versions.fixture';

describe('comparisonRedirects', () => {
  it('sends each comparison from the date of the version before to the date of the version after', () => {
    const file = publishedVersions({ documents: 2, versions: 3, corrections: 0 });
    expect(comparisonRedirects(file).redirects).toEqual([
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

  it('pairs the versions by date, whatever order the file lists them in', () => {
    // The file lists them newest first; a reordered list must pair the same versions.
    const file = publishedVersions({ documents: 1, versions: 3, corrections: 0 });
    const shuffled: VersionsFile = {
      ...file,
      documents: file.documents.map((document) => ({
        ...document,
        versions: [document.versions[1]!, document.versions[2]!, document.versions[0]!],
      })),
    };
    expect(comparisonRedirects(shuffled).redirects).toEqual(comparisonRedirects(file).redirects);
  });

  it('has none for a document with one version', () => {
    const file = publishedVersions({ documents: 1, versions: 1, corrections: 0 });
    expect(comparisonRedirects(file).redirects).toEqual([]);
  });
});
