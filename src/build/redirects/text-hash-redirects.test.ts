import { describe, expect, it } from 'vitest';
import { legalLibraryFixture } from '../../legal/source/library.fixture';
import { libraryRegister } from '../../legal/text-hashes';
import { textHashRedirects, translationHashRedirects } from './text-hash-redirects';

describe('textHashRedirects', () => {
  it("sends each text's current and earlier hashes to its version's page in the history, even the version in force", () => {
    const library = legalLibraryFixture({ documents: 1, versions: 2, corrections: 1 });
    const [older, latest] = libraryRegister(library)['privacy']!;
    expect(textHashRedirects(library).redirects).toEqual([
      { from: `/legal/sha256/${older!.sha256}`, to: '/privacy/history/2020-01-01', status: 308 },
      {
        from: `/legal/sha256/${older!.corrections![0]!.previousSha256}`,
        to: '/privacy/history/2020-01-01',
        status: 308,
      },
      { from: `/legal/sha256/${latest!.sha256}`, to: '/privacy/history/2020-02-01', status: 308 },
      {
        from: `/legal/sha256/${latest!.corrections![0]!.previousSha256}`,
        to: '/privacy/history/2020-02-01',
        status: 308,
      },
    ]);
  });

  it("sends a translation's hash to its version's page in the translation's language", () => {
    const library = legalLibraryFixture({
      documents: 1,
      versions: 1,
      corrections: 0,
      translated: true,
    });
    const [entry] = libraryRegister(library)['privacy']!;
    expect(textHashRedirects(library).redirects).toEqual([
      { from: `/legal/sha256/${entry!.sha256}`, to: '/privacy/history/2020-01-01', status: 308 },
    ]);
    expect(translationHashRedirects(library).redirects).toEqual([
      {
        from: `/legal/sha256/${entry!.translations!.es!.sha256}`,
        to: '/es/privacy/history/2020-01-01',
        status: 308,
      },
    ]);
  });
});
