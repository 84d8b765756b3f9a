/**
 * A legal text as the renderers (the Markdown pipeline, the PDF) read it: an English version, or
 * a translation of one, with its language, its own words and outline, and the English version it
 * is or translates, which decides its date, its address and what its references can reach.
 */
import { readFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import { isoDay } from '../lib/dates.ts';
import type { Language } from '../i18n/catalogue.ts';
import { CONTROLLING_LANGUAGE, translationFile } from './language.ts';
import { frontmatterBlock } from './source/frontmatter-block.ts';
import { readOutline, type SourceOutline } from './source/outline.ts';
import type { LegalLibrary } from './source/library.ts';
import type { ParsedVersion } from './source/parsed-versions.ts';
import { formatProblem } from './problems.ts';

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
  language: CONTROLLING_LANGUAGE,
  version,
  source: version.source,
  outline: version.outline,
  title: version.frontmatter.data?.title,
});

/** Where the translation into `language` of the version of `day` of `document` is written. */
export const translationPath = (
  legalDir: string,
  language: Language,
  document: string,
  day: string,
) => `${legalDir}/${language}/${document}/${day}.mdx`;

/**
 * A translation, read from its file (`content/legal/es/terms/2025-03-12.mdx`, relative to the
 * library's root); `undefined` when `file` is not a translation's. The English version it names
 * by its folder and day must be in the library.
 */
export async function translationText(
  library: LegalLibrary,
  file: string,
): Promise<LegalText | undefined> {
  const named = translationFile(file, library.dir);
  if (!named) return undefined;
  const version = library.versions.find(
    (candidate) =>
      candidate.document === named.document &&
      candidate.frontmatter.data !== undefined &&
      isoDay(candidate.frontmatter.data.date) === named.day,
  );
  if (!version)
    throw new Error(
      formatProblem({
        file,
        line: 1,
        problem: `this translation is of the version of ${named.day} of ${named.document}, which the legal folder does not have`,
        fix: `name the file after the date of the English version it translates, as in ${translationPath(library.dir, named.language, named.document, 'YYYY-MM-DD')}`,
      }),
    );
  const source = await readFile(new URL(file, library.root), 'utf8');
  const frontmatter = frontmatterBlock(source);
  const title: unknown = frontmatter && parseDocument(frontmatter.text).get('title');
  return {
    file,
    language: named.language,
    version,
    source,
    outline: readOutline(source),
    title: typeof title === 'string' ? title : undefined,
  };
}
