/**
 * The translations of the legal versions, each read and parsed once like an English version (its
 * frontmatter checked against the translation schema, its outline and syntax tree), and each a
 * property of the English version it translates: the version of the same document whose date the
 * file is named after. A translation has no list of versions of its own.
 */
import { lintFrontmatter, type FrontmatterResult } from '../source/frontmatter.ts';
import { readOutline, type SourceOutline } from '../source/outline.ts';
import { translationFrontmatter, type TranslationFrontmatter } from '../schema.ts';
import { versionDay, type ParsedVersion } from '../source/parsed-versions.ts';
import type { TranslatedLanguage } from './languages.ts';

export interface TranslationSource {
  /** Path shown in messages, relative to the project: `content/legal/es/terms/2025-03-12.mdx`. */
  file: string;
  /** The document it translates a version of: `terms`. */
  document: string;
  language: TranslatedLanguage;
  /** The file's name without `.mdx`: the date of the English version it translates. */
  day: string;
  source: string;
}

export interface ParsedTranslation extends TranslationSource {
  frontmatter: FrontmatterResult<TranslationFrontmatter>;
  outline: SourceOutline;
}

export const parseTranslation = (source: TranslationSource): ParsedTranslation => ({
  ...source,
  frontmatter: lintFrontmatter(source.source, translationFrontmatter),
  outline: readOutline(source.source),
});

/**
 * The English version a translation belongs to: of its document, dated the day its file is named
 * after (the archived copy when the main file has the same date, as the register reads it).
 */
export function translatedVersion<T extends ParsedVersion>(
  versions: readonly T[],
  translation: Pick<TranslationSource, 'document' | 'day'>,
): T | undefined {
  const holders = versions.filter(
    (version) =>
      version.document === translation.document && versionDay(version) === translation.day,
  );
  return holders.find((version) => version.archivedAs) ?? holders[0];
}

/** The versions with their translations attached: each version's `translations`, by language. */
export function withTranslations(
  versions: readonly ParsedVersion[],
  translations: readonly ParsedTranslation[],
): ParsedVersion[] {
  const attached = new Map<ParsedVersion, ParsedVersion['translations']>();
  for (const translation of translations) {
    const version = translatedVersion(versions, translation);
    if (version)
      attached.set(version, { ...attached.get(version), [translation.language]: translation });
  }
  return versions.map((version) => ({ ...version, translations: attached.get(version) ?? {} }));
}
