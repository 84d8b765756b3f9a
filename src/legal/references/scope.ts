/**
 * What a version's references and links can reach: its own sections, and the sections of the
 * other documents as their addresses show them on the build day. The content check and the
 * Markdown pipeline build their scopes here, so both read a reference the same way.
 */
import { documentPath } from '../paths.ts';
import type { ReferenceScope } from './resolve.ts';
import { idsComplete, sectionMap, type SectionMap } from './section-numbers.ts';
import {
  documentNames,
  publishedRoute,
  versionsInForce,
  type ParsedVersion,
} from '../source/parsed-versions.ts';

export function referenceScopes(
  versions: readonly ParsedVersion[],
  today: Date,
): (version: ParsedVersion) => ReferenceScope {
  const inForce = versionsInForce(versions, today);
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
  return (version) => ({
    route: publishedRoute(version, inForce),
    own: sectionMap(version.outline.headings),
    ownComplete: idsComplete(version.outline.headings),
    documents: [...documents.keys()],
    other: (route) => documents.get(route),
  });
}
