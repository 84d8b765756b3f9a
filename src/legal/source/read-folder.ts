import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { REGISTER_FILE } from '../register-file.ts';
import type { LegalVersionSource } from './parsed-versions.ts';
import { formatProblem } from '../problems.ts';
import { translatedLanguages, translationFile } from '../translations/languages.ts';
import type { TranslationSource } from '../translations/parsed-translations.ts';

/** A legal file the system would not read (no permission, a folder in its place), in the one message shape. */
export class UnreadableLegalFile extends Error {
  constructor(file: string, cause: unknown) {
    const code = cause instanceof Error && 'code' in cause ? ` (${String(cause.code)})` : '';
    super(
      formatProblem({
        file,
        line: 1,
        problem: `this file cannot be read${code}`,
        fix: 'check that it is a file your user may read, then try again',
      }),
      { cause },
    );
  }
}

/** Where a document's latest version is written: `content/legal/terms.mdx`. */
export const mainFile = (legalDir: string, document: string) => `${legalDir}/${document}.mdx`;

/** Where an earlier version of a document is kept: `content/legal/archive/terms/2025-03-12.mdx`. */
export const archiveFile = (legalDir: string, document: string, day: string) =>
  `${legalDir}/archive/${document}/${day}.mdx`;

/** The `.mdx` files in `dir`, by name without `.mdx`; none when it does not exist. */
async function mdxNames(dir: URL): Promise<string[]> {
  return existsSync(dir)
    ? (await readdir(dir))
        .filter((file) => file.endsWith('.mdx'))
        .sort()
        .map((file) => file.replace(/\.mdx$/, ''))
    : [];
}

/** Every `<folder>/<name>.mdx` in `dir`, as `[folder, name]`; none when it does not exist. */
async function mdxInFolders(dir: URL): Promise<Array<[folder: string, name: string]>> {
  if (!existsSync(dir)) return [];
  const folders = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const names = await Promise.all(folders.map((folder) => mdxNames(new URL(`${folder}/`, dir))));
  return folders.flatMap((folder, index) =>
    names[index]!.map((name): [string, string] => [folder, name]),
  );
}

const readSource = (root: URL, path: string) =>
  readFile(new URL(path, root), 'utf8').catch((error: unknown) => {
    throw new UnreadableLegalFile(path, error);
  });

/**
 * Every version of every legal document in `legalDir` (relative to `root`): the latest versions
 * in the folder itself, earlier ones in its `archive/<document>/` folders.
 */
export async function readLegalSources(root: URL, legalDir: string): Promise<LegalVersionSource[]> {
  const dir = new URL(`${legalDir}/`, root);
  if (!existsSync(dir))
    throw new Error(
      `The legal content folder ${legalDir} does not exist (set by LEGAL_CONTENT_DIR or the default).`,
    );
  const read = async (file: string, document: string, archivedAs: string | undefined) => ({
    file,
    document,
    archivedAs,
    source: await readSource(root, file),
  });
  // Listed before any file is read, so that one unreadable file is one rejection, handled.
  const latest = await mdxNames(dir);
  const archived = await mdxInFolders(new URL('archive/', dir));
  return Promise.all([
    ...latest.map((document) => read(mainFile(legalDir, document), document, undefined)),
    ...archived.map(([document, day]) => read(archiveFile(legalDir, document, day), document, day)),
  ]);
}

/**
 * Every translation in `legalDir`: `<language>/<document>/<date>.mdx`, one folder per translated
 * language, the file named after the English version it translates.
 */
export async function readLegalTranslations(
  root: URL,
  legalDir: string,
): Promise<TranslationSource[]> {
  const files = await Promise.all(
    translatedLanguages.map(async (language) =>
      (await mdxInFolders(new URL(`${legalDir}/${language}/`, root))).map(([document, day]) => ({
        file: translationFile(legalDir, language, document, day),
        document,
        language,
        day,
      })),
    ),
  );
  return Promise.all(
    files.flat().map(async (file) => ({ ...file, source: await readSource(root, file.file) })),
  );
}

/** The register of published versions: its path for messages, and its text (`undefined` when there is none). */
export async function readLegalRegister(
  root: URL,
  legalDir: string,
): Promise<{ file: string; text: string | undefined }> {
  const file = `${legalDir}/${REGISTER_FILE}`;
  const url = new URL(file, root);
  return { file, text: existsSync(url) ? await readFile(url, 'utf8') : undefined };
}
