import { describe, expect, it } from 'vitest';
import type { VersionsFile } from '../../legal/versions-schema';
import { textHashRedirects } from './site-redirects';
import { publishedVersions } from './published-versions.fixture';

/** A text of the `version`th version (newest first, as the file lists them) of a file's only document. */
const textOf = (file: VersionsFile, version: number, text = 0) =>
  file.documents[0]!.versions[version]!.texts[text]!;

describe('textHashRedirects', () => {
  it("sends each text's current and earlier hashes to its version's page in the history, even the version in force", () => {
    const file = publishedVersions({ documents: 1, versions: 2, corrections: 1 });
    const [latest, older] = [textOf(file, 0), textOf(file, 1)];
    const [english, translations] = textHashRedirects(file);
    expect(english!.redirects).toEqual([
      { from: `/legal/sha256/${latest.sha256}`, to: '/privacy/history/2020-02-01', status: 308 },
      {
        from: `/legal/sha256/${latest.earlierSha256[0]!.sha256}`,
        to: '/privacy/history/2020-02-01',
        status: 308,
      },
      { from: `/legal/sha256/${older.sha256}`, to: '/privacy/history/2020-01-01', status: 308 },
      {
        from: `/legal/sha256/${older.earlierSha256[0]!.sha256}`,
        to: '/privacy/history/2020-01-01',
        status: 308,
      },
    ]);
    expect(translations!.redirects).toEqual([]);
  });

  it("sends a translation's hash to its version's page in the translation's language", () => {
    const file = publishedVersions({ documents: 1, versions: 1, corrections: 0, translated: true });
    const [english, spanish] = [textOf(file, 0), textOf(file, 0, 1)];
    const [englishGroup, translationGroup] = textHashRedirects(file);
    expect(englishGroup!.redirects).toEqual([
      { from: `/legal/sha256/${english.sha256}`, to: '/privacy/history/2020-01-01', status: 308 },
    ]);
    expect(translationGroup!.redirects).toEqual([
      {
        from: `/legal/sha256/${spanish.sha256}`,
        to: '/es/privacy/history/2020-01-01',
        status: 308,
      },
    ]);
  });

  it('leads where the published file says the text is, on this site, never where it is read today', () => {
    // The redirect is a path on this host: the file's address names the site, the rule must not.
    const file = publishedVersions({ documents: 1, versions: 1, corrections: 0 });
    const text = textOf(file, 0);
    text.permanentAddress = 'https://www.example.com/privacy/history/2020-01-01-moved';
    expect(text.address).toBe('https://www.example.com/privacy');
    expect(textHashRedirects(file)[0]!.redirects.map((redirect) => redirect.to)).toEqual([
      '/privacy/history/2020-01-01-moved',
    ]);
  });
});
