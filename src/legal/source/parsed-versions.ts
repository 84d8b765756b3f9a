/**
 * The legal documents' files, each read and parsed once: its frontmatter (checked against the
 * schema) and its outline. Which version of each document is in force follows from the dates,
 * and is unknown while any version's frontmatter is invalid: then nothing that depends on it is
 * checked, so one broken field is reported once instead of as every link that leads there.
 */
import { lintFrontmatter, type FrontmatterResult } from './frontmatter.ts';
import { versionFrontmatter } from '../schema.ts';
import type { TranslatedLanguage } from '../translations/languages.ts';
import type { ParsedTranslation } from '../translations/parsed-translations.ts';
import { readOutline, type SourceOutline } from './outline.ts';
import { versionInForce } from '../timeline.ts';
import { documentPath, publishedPath } from '../paths.ts';
import { isoDay, type Day } from '../../lib/dates.ts';

export interface LegalVersionSource {
  /** Path shown in messages, relative to the project: `content/legal/terms.mdx`. */
  file: string;
  /** The document this is a version of: `terms`. */
  document: string;
  /** For an archived version, its file name without `.mdx`: `2024-06-01`. */
  archivedAs: string | undefined;
  source: string;
}

export interface ParsedVersion extends LegalVersionSource {
  frontmatter: FrontmatterResult;
  outline: SourceOutline;
  /** Its translations, by language (`withTranslations` attaches them): each names this version's text. */
  translations: Partial<Record<TranslatedLanguage, ParsedTranslation>>;
}

export const parseVersion = (source: LegalVersionSource): ParsedVersion => ({
  ...source,
  frontmatter: lintFrontmatter(source.source, versionFrontmatter),
  outline: readOutline(source.source),
  translations: {},
});

/** The day a version takes effect, `2025-03-12`, once its frontmatter can be read. */
export const versionDay = (version: ParsedVersion): Day | undefined =>
  version.frontmatter.data && isoDay(version.frontmatter.data.date);

/** The documents that have a main file, in file order: archived versions belong to one of them. */
export const documentNames = (versions: readonly LegalVersionSource[]) => [
  ...new Set(versions.filter((version) => !version.archivedAs).map((version) => version.document)),
];

/**
 * Each document's version in force on `today`, of those not `withdrawn` (which never apply):
 * `undefined` when none is yet or when a version's frontmatter is invalid, because then the dates
 * cannot be trusted.
 */
export function versionsInForce(
  versions: readonly ParsedVersion[],
  today: Date,
  withdrawn: ReadonlyMap<ParsedVersion, unknown> = new Map(),
): Map<string, ParsedVersion | undefined> {
  return new Map(
    documentNames(versions).map((document): [string, ParsedVersion | undefined] => {
      const own = versions.filter((version) => version.document === document);
      if (!own.every((version) => version.frontmatter.data)) return [document, undefined];
      const standing = own.filter((version) => !withdrawn.has(version));
      return [
        document,
        versionInForce(standing, (version) => ({ date: version.frontmatter.data!.date }), today),
      ];
    }),
  );
}

/** The address a version is published at: the document's own for the version in force, else its history page. */
export function publishedRoute(
  version: ParsedVersion,
  inForce: ReadonlyMap<string, ParsedVersion | undefined>,
): string {
  const day = versionDay(version);
  return day
    ? publishedPath(version.document, day, inForce.get(version.document) === version)
    : documentPath(version.document);
}
