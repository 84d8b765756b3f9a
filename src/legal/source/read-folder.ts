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

async function mdxFiles(dir: URL): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir)).filter((file) => file.endsWith('.mdx')).sort() : [];
}

/** The folders in `dir`, by name; none when it does not exist. */
async function folderNames(dir: URL): Promise<string[]> {
  return existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
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
  const read = (path: string) => readSource(root, path);

  const latest = await Promise.all(
    (await mdxFiles(dir)).map(async (name): Promise<LegalVersionSource> => {
      const document = name.replace(/\.mdx$/, '');
      const file = mainFile(legalDir, document);
      return { file, document, archivedAs: undefined, source: await read(file) };
    }),
  );
  const archiveRoot = new URL('archive/', dir);
  const archived = await Promise.all(
    (await folderNames(archiveRoot)).map(async (document) =>
      Promise.all(
        (await mdxFiles(new URL(`${document}/`, archiveRoot))).map(
          async (file): Promise<LegalVersionSource> => {
            const path = archiveFile(legalDir, document, file.replace(/\.mdx$/, ''));
            return {
              file: path,
              document,
              archivedAs: file.replace(/\.mdx$/, ''),
              source: await read(path),
            };
          },
        ),
      ),
    ),
  );
  return [...latest, ...archived.flat()];
}

/**
 * Every translation in `legalDir`: `<language>/<document>/<date>.mdx`, one folder per translated
 * language, the file named after the English version it translates.
 */
export async function readLegalTranslations(
  root: URL,
  legalDir: string,
): Promise<TranslationSource[]> {
  const perLanguage = await Promise.all(
    translatedLanguages.map(async (language) => {
      const languageDir = new URL(`${legalDir}/${language}/`, root);
      return Promise.all(
        (await folderNames(languageDir)).map(async (document) =>
          Promise.all(
            (await mdxFiles(new URL(`${document}/`, languageDir))).map(
              async (name): Promise<TranslationSource> => {
                const day = name.replace(/\.mdx$/, '');
                const file = translationFile(legalDir, language, document, day);
                return { file, document, language, day, source: await readSource(root, file) };
              },
            ),
          ),
        ),
      );
    }),
  );
  return perLanguage.flat(2);
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
