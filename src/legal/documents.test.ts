import { describe, expect, it } from 'vitest';
import { libraryDocuments, placeOf } from './documents';
import { legalLibraryFixture } from './source/library.fixture';

/** One document, three versions a month apart, each translated. */
const translatedTerms = () =>
  legalLibraryFixture({ documents: 1, versions: 3, corrections: 0, translated: true });

describe('the pages’ model of the legal documents', () => {
  it('places the library’s own versions, the latest in force', () => {
    const library = translatedTerms();
    const [document] = libraryDocuments(library);
    expect(document!.timeline.versions).toHaveLength(3);
    for (const version of document!.timeline.versions) expect(library.versions).toContain(version);
    expect(placeOf(document!.timeline.current).status).toBe('current');
  });

  it('refuses, naming the file, a version whose translation the content check refuses, rather than leave it out and change the version in force', () => {
    const library = translatedTerms();
    const newest = library.versions.find((version) => !version.archivedAs)!;
    const translation = Object.values(newest.translations)[0]!;
    translation.frontmatter = { ...translation.frontmatter, data: undefined };
    expect(() => libraryDocuments(library)).toThrow(newest.file);
  });
});
