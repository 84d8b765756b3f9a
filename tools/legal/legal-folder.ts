// A legal folder as the legal commands see it. Imports carry `.ts`: the commands run on Node.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync } from 'node:fs';
import {
  parseRegister,
  REGISTER_FILE,
  serializeRegister,
  type Register,
} from '../../src/legal/register-file.ts';
import { readLegalTexts, type FolderText } from '../../src/legal/library/legal-folder.ts';
import { mainFile, type TranslatedLanguage } from '../../src/legal/files.ts';
import { DOCUMENT_NAMES, isDocumentName, type DocumentName } from '../../src/legal/fields.ts';
import { formatProblem } from '../../src/legal/problems.ts';
import type { LegalFrontmatter } from '../../src/legal/schema.ts';
import type { Day } from '../../src/lib/dates.ts';

/** An editor's mistake, reported as one plain message without a stack trace. */
export class LegalCommandError extends Error {}

export interface LegalFolder {
  /** The project folder. */
  root: string;
  /** The legal folder, relative to the project: `content/legal`. */
  legalDir: string;
}

/** A version's file, with the day in its frontmatter. */
export type VersionFile = { file: string; archived: boolean; source: string; day: Day };

/** A translation's file, with the day of the English version it translates. */
export interface TranslationFile {
  file: string;
  language: TranslatedLanguage;
  source: string;
  day: Day;
}

export async function writeText(folder: LegalFolder, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(folder.root, file)), { recursive: true });
  await writeFile(join(folder.root, file), text);
}

/** Checks the document name an editor typed, listing the valid ones when it is wrong. */
function requireDocument(
  document: string | undefined,
  usage: (document: string) => string,
): DocumentName {
  if (document && isDocumentName(document)) return document;
  const given = document ? `There is no document "${document}". ` : '';
  throw new LegalCommandError(
    `${given}Name the document, one of: ${DOCUMENT_NAMES.join(', ')}. For example: ${usage('terms')}`,
  );
}

/** A version's file with its date; its frontmatter must be valid, or nothing can be said about it. */
function datedVersion({ source, data }: FolderText): VersionFile {
  const [problem] = data.problems;
  if (problem)
    throw new LegalCommandError(
      `${formatProblem({ file: data.file, ...problem })}\nFix it (npm run legal:check lists every problem), then run this command again.`,
    );
  const { date } = data.frontmatter as LegalFrontmatter;
  return { file: data.file, archived: data.archived, source, day: date };
}

async function readRegister(folder: LegalFolder): Promise<Register> {
  const file = `${folder.legalDir}/${REGISTER_FILE}`;
  const path = join(folder.root, file);
  const reading = parseRegister(existsSync(path) ? await readFile(path, 'utf8') : undefined, file);
  if ('register' in reading) return reading.register;
  throw new LegalCommandError(formatProblem({ file, ...reading }));
}

export const writeRegister = (folder: LegalFolder, register: Register) =>
  writeText(folder, `${folder.legalDir}/${REGISTER_FILE}`, serializeRegister(register));

/** What every legal command starts from: the document named, its files and the register. */
export async function openDocument(
  folder: LegalFolder,
  name: string | undefined,
  usage: (document: string) => string,
) {
  const document = requireDocument(name, usage);
  const own = (await readLegalTexts(pathToFileURL(`${folder.root}/`), folder.legalDir)).filter(
    ({ data }) => data.document === document,
  );
  const english = own.filter(({ data }) => data.language === 'en');
  const main = english.find(({ data }) => !data.archived);
  if (!main) throw new LegalCommandError(`There is no ${mainFile(folder.legalDir, document)}.`);
  const archived = english.filter(({ data }) => data.archived).map(datedVersion);
  const translations: TranslationFile[] = own
    .filter(({ data }) => data.language !== 'en')
    .map(({ source, data }) => ({
      file: data.file,
      language: data.language as TranslatedLanguage,
      source,
      day: data.fileDay ?? '',
    }));
  return {
    document,
    main: datedVersion(main),
    archived: new Map(archived.map((version) => [version.day, version])),
    translations,
    register: await readRegister(folder),
  };
}
