/**
 * A legal text as the renderers (the Markdown pipeline, the PDF) read it: an English version, or
 * a translation of one, with its language, its own words and outline, and the English version it
 * is or translates, which decides its date, its address and what its references can reach.
 */
import type { Language } from '../i18n/catalogue.ts';
import { defaultLanguage } from '../i18n/page-language.ts';
import type { SourceOutline } from './source/outline.ts';
import type { ParsedVersion } from './source/parsed-versions.ts';

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

/** `version` in `language`: the English text, or its translation (`undefined` when it has none). */
export function textIn(version: ParsedVersion, language: Language): LegalText | undefined {
  const text = language === defaultLanguage ? version : version.translations[language];
  return (
    text && {
      file: text.file,
      language,
      version,
      source: text.source,
      outline: text.outline,
      title: text.frontmatter.data?.title,
    }
  );
}

/** An English version as a text. */
export const versionText = (version: ParsedVersion): LegalText => textIn(version, defaultLanguage)!;
