/**
 * A legal text as the renderers (the Markdown pipeline, the PDF) read it: an English version, or
 * a translation of one, with its language, its own words and outline, and the English version it
 * is or translates, which decides its date, its address and what its references can reach.
 */
import type { Language } from '../i18n/catalogue.ts';
import { defaultLanguage } from '../i18n/page-language.ts';
import type { SourceOutline } from './source/outline.ts';
import type { ParsedVersion } from './source/parsed-versions.ts';
import type { ParsedTranslation } from './translations/parsed-translations.ts';

export interface LegalText {
  /** Path shown in messages, relative to the project. */
  file: string;
  language: Language;
  /** The English version this text is, or translates. */
  version: ParsedVersion;
  /** The text as written, frontmatter included. */
  source: string;
  outline: SourceOutline;
  /** Its title in its language; `undefined` while its frontmatter has none. */
  title: string | undefined;
}

/** An English version as a text. */
export const versionText = (version: ParsedVersion): LegalText => ({
  file: version.file,
  language: defaultLanguage,
  version,
  source: version.source,
  outline: version.outline,
  title: version.frontmatter.data?.title,
});

/** A translation of `version`, as the library read it. */
export const translationText = (
  translation: ParsedTranslation,
  version: ParsedVersion,
): LegalText => ({
  file: translation.file,
  language: translation.language,
  version,
  source: translation.source,
  outline: translation.outline,
  title: translation.frontmatter.data?.title,
});

/** `version` in `language`: the English text, or its translation (`undefined` when it has none). */
export function textIn(version: ParsedVersion, language: Language): LegalText | undefined {
  if (language === defaultLanguage) return versionText(version);
  const translation = version.translations[language];
  return translation && translationText(translation, version);
}
