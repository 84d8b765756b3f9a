/**
 * What a version's references and links can reach: its own sections, and the sections of the
 * other documents as their addresses show them on the build day. The content check and the
 * Markdown pipeline build their scopes here, so both read a reference the same way. A
 * translation of a version reaches the same sections, numbered alike, named in its language and
 * linking to the pages in that language.
 */
import { documentPath } from '../paths.ts';
import type { ReferenceScope } from './resolve.ts';
import { idsComplete, sectionMap, type SectionMap } from './section-numbers.ts';
import { documentNames, publishedRoute, type ParsedVersion } from '../source/parsed-versions.ts';
import type { LegalLibrary } from '../source/library.ts';
import type { Heading } from '../source/heading.ts';
import type { Language } from '../../i18n/catalogue.ts';
import { defaultLanguage, localizedPath } from '../../i18n/page-language.ts';

/** A translation of a version, as its references need it: its language and its own headings. */
export interface TranslatedHeadings {
  language: Language;
  headings: readonly Heading[];
}

export function referenceScopes(
  library: Pick<LegalLibrary, 'versions' | 'inForce'>,
): (version: ParsedVersion, translation?: TranslatedHeadings) => ReferenceScope {
  const { versions, inForce } = library;
  // The other documents' sections: numbered alike in every language, so made once.
  const documents = new Map<string, SectionMap | 'unreadable'>(
    documentNames(versions).map((document) => {
      const version = inForce.get(document);
      const readable =
        version && !version.outline.syntaxError && idsComplete(version.outline.headings);
      return [
        documentPath(document),
        readable ? sectionMap(version.outline.headings) : 'unreadable',
      ];
    }),
  );
  return (version, translation) => {
    const language = translation?.language ?? defaultLanguage;
    const headings = translation?.headings ?? version.outline.headings;
    return {
      language,
      route: publishedRoute(version, inForce),
      localize: (path) => localizedPath(language, path),
      own: sectionMap(headings),
      ownComplete: idsComplete(headings),
      documents: [...documents.keys()],
      other: (route) => documents.get(route),
    };
  };
}
