/**
 * The legal documents as the whole build sees them: every version of every document, each file
 * read and parsed once, with the register of published versions and the one build day.
 * `astro.config.mjs` opens it once; the content check, the sitemap's dates, the numbering of
 * references, the content collection and the pages' timeline all read this one copy, so none of
 * them can disagree with another about a text or about which version is in force.
 */
import { fileURLToPath } from 'node:url';
import { readLegalRegister, readLegalSources } from './read-folder.ts';
import { parseVersion, versionsInForce, type ParsedVersion } from './parsed-versions.ts';
import { bodyOf } from './frontmatter-block.ts';
import { buildShared } from '../../lib/build-shared.ts';

export interface LegalLibrary {
  /** The project root the legal folder is relative to. */
  root: URL;
  /** The legal folder, relative to the root: `content/legal`. */
  dir: string;
  /** The day the build is for: it decides which version of each document is in force. */
  buildDay: Date;
  versions: readonly ParsedVersion[];
  /** The register's path for messages, and its text (`undefined` when there is none yet). */
  register: { file: string; text: string | undefined };
  /** Each document's version in force on the build day (`undefined` while its dates are unreadable). */
  inForce: ReadonlyMap<string, ParsedVersion | undefined>;
}

const shared = buildShared<LegalLibrary>(
  'legal-library',
  'The legal library is opened by astro.config.mjs (openLegalLibrary)',
);

async function read(root: URL, dir: string, buildDay: Date): Promise<LegalLibrary> {
  const versions = (await readLegalSources(root, dir)).map(parseVersion);
  return {
    root,
    dir,
    buildDay,
    versions,
    register: await readLegalRegister(root, dir),
    inForce: versionsInForce(versions, buildDay),
  };
}

/** Reads the legal folder for a build made on `buildDay`, and makes it the build's library. */
export async function openLegalLibrary(
  root: URL,
  dir: string,
  buildDay: Date,
): Promise<LegalLibrary> {
  return shared.set(await read(root, dir, buildDay));
}

/** Reads the folder again after an editor saved a file in it (the dev server), for the same day. */
export async function reopenLegalLibrary(): Promise<LegalLibrary> {
  const { root, dir, buildDay } = legalLibrary();
  return openLegalLibrary(root, dir, buildDay);
}

/** The build's library, as opened by `astro.config.mjs`. */
export const legalLibrary = (): LegalLibrary => shared.get();

/** The version read from `path` (absolute), if it is one of the library's files. */
export function versionAt(library: LegalLibrary, path: string): ParsedVersion | undefined {
  return library.versions.find(
    (version) => fileURLToPath(new URL(version.file, library.root)) === path,
  );
}

/** Whether the Markdown pipeline is compiling one of the legal documents. */
export function isLegalFile(library: LegalLibrary, fileURL: URL | undefined): fileURL is URL {
  return (
    fileURL !== undefined &&
    fileURLToPath(fileURL).startsWith(fileURLToPath(new URL(`${library.dir}/`, library.root)))
  );
}

/** Whether `compiled` is the version's text: as written, or as Astro passes it, frontmatter blanked out. */
function holds(version: ParsedVersion, compiled: string): boolean {
  if (compiled === version.source) return true;
  const body = bodyOf(version.source);
  return compiled.endsWith(body) && compiled.slice(0, compiled.length - body.length).trim() === '';
}

/**
 * The library and the version in it that the Markdown pipeline is compiling. The dev server
 * compiles a file the moment it is saved, which can be before the loader's watcher has read it
 * again: when the text being compiled is not the text the library holds, the folder is read first.
 */
export async function compiledVersion(
  library: LegalLibrary,
  fileURL: URL,
  compiled: string,
): Promise<{ library: LegalLibrary; version: ParsedVersion | undefined }> {
  const version = versionAt(library, fileURLToPath(fileURL));
  if (version && holds(version, compiled)) return { library, version };
  const reread = await reopenLegalLibrary();
  return { library: reread, version: versionAt(reread, fileURLToPath(fileURL)) };
}

/** The parsed text of a collection entry (`filePath` relative to the project root, as the loader stores it). */
export function versionOfEntry(
  library: LegalLibrary,
  filePath: string | undefined,
): ParsedVersion | undefined {
  return filePath === undefined
    ? undefined
    : versionAt(library, fileURLToPath(new URL(filePath, library.root)));
}
