/**
 * A legal content folder on disk as the legal commands see it: its documents, the versions of
 * each (the main file and the archived ones), read by the same code as the build's library, and
 * the register of published versions. Imports carry `.ts` because these commands run on Node
 * without a bundler (`tools/legal/commands.test.ts` runs each one).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { isoDay } from '../../src/lib/dates.ts';
import { lintFrontmatter } from '../../src/legal/source/frontmatter.ts';
import { versionFrontmatter } from '../../src/legal/schema.ts';
import {
  parseRegister,
  REGISTER_FILE,
  serializeRegister,
  type Register,
} from '../../src/legal/register-file.ts';
import {
  mainFile,
  readLegalRegister,
  readLegalSources,
  readLegalTranslations,
} from '../../src/legal/source/read-folder.ts';
import type { TranslationSource } from '../../src/legal/translations/parsed-translations.ts';
import type { LegalVersionSource } from '../../src/legal/source/parsed-versions.ts';
import { formatProblem } from '../../src/legal/problems.ts';

/** An editor's mistake, reported as one plain message without a stack trace. */
export class LegalCommandError extends Error {}

export interface LegalFolder {
  /** The project folder. */
  root: string;
  /** The legal folder, relative to the project: `content/legal`. */
  legalDir: string;
}

/** A version's file as the library reads it, with the day in its frontmatter. */
export type VersionFile = LegalVersionSource & { day: string };

/** The project folder as the library's readers take it. */
const rootUrl = (folder: LegalFolder) => pathToFileURL(`${folder.root}/`);

export async function writeText(folder: LegalFolder, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(folder.root, file)), { recursive: true });
  await writeFile(join(folder.root, file), text);
}

/** Every version in the folder, read by the same code as the build's library. */
const readSources = (folder: LegalFolder) => readLegalSources(rootUrl(folder), folder.legalDir);

/** Checks the document name an editor typed, listing the valid ones when it is wrong. */
async function requireDocument(
  folder: LegalFolder,
  document: string | undefined,
  usage: (document: string) => string,
): Promise<string> {
  const documents = (await readSources(folder))
    .filter((version) => !version.archivedAs)
    .map((version) => version.document);
  if (document && documents.includes(document)) return document;
  const given = document ? `There is no ${folder.legalDir}/${document}.mdx. ` : '';
  throw new LegalCommandError(
    `${given}Name the document, one of: ${documents.join(', ')}. For example: ${usage(documents[0] ?? 'terms')}`,
  );
}

/** A version's file with its date; its frontmatter must be valid, or nothing can be said about it. */
function datedVersion(version: LegalVersionSource): VersionFile {
  const frontmatter = lintFrontmatter(version.source, versionFrontmatter).data;
  if (!frontmatter)
    throw new LegalCommandError(
      `${version.file} has frontmatter problems; run npm run build to see them with line numbers, fix them, then run this command again.`,
    );
  return { ...version, day: isoDay(frontmatter.date) };
}

/** The main file and every archived version of a document. */
async function readVersions(
  folder: LegalFolder,
  document: string,
): Promise<{ main: VersionFile; archived: Map<string, VersionFile> }> {
  const own = (await readSources(folder)).filter((version) => version.document === document);
  const main = own.find((version) => !version.archivedAs);
  if (!main) throw new LegalCommandError(`There is no ${mainFile(folder.legalDir, document)}.`);
  const latest = datedVersion(main);
  const archived = own.filter((version) => version.archivedAs).map(datedVersion);
  return { main: latest, archived: new Map(archived.map((version) => [version.day, version])) };
}

async function readRegister(folder: LegalFolder): Promise<Register> {
  const { file, text } = await readLegalRegister(rootUrl(folder), folder.legalDir);
  const reading = parseRegister(text, file);
  if ('register' in reading) return reading.register;
  throw new LegalCommandError(formatProblem({ file, ...reading }));
}

export const writeRegister = (folder: LegalFolder, register: Register) =>
  writeText(folder, `${folder.legalDir}/${REGISTER_FILE}`, serializeRegister(register));

/**
 * What every legal command starts from: the document the editor named (checked, with `usage` as
 * the example when it is wrong), its main file and archived versions, and the register.
 */
export async function openDocument(
  folder: LegalFolder,
  name: string | undefined,
  usage: (document: string) => string,
) {
  const document = await requireDocument(folder, name, usage);
  const { main, archived } = await readVersions(folder, document);
  const translations: TranslationSource[] = (
    await readLegalTranslations(rootUrl(folder), folder.legalDir)
  ).filter((translation) => translation.document === document);
  return { document, main, archived, translations, register: await readRegister(folder) };
}
