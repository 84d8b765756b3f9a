/**
 * The legal documents as the whole build sees them: every version of every document, each file
 * read and parsed once, with the register of published versions and the one build day.
 * The `legal()` integration opens it once; the content check, the sitemap's dates, the numbering
 * of references, and (through the integration's virtual module) the content collection and the
 * pages' timeline all read this one copy, so none of them can disagree with another about a text
 * or about which version is in force.
 */
import { fileURLToPath } from 'node:url';
import { readLegalRegister, readLegalSources, readLegalTranslations } from './read-folder.ts';
import {
  parseTranslation,
  translatedVersion,
  withTranslations,
  type ParsedTranslation,
} from '../translations/parsed-translations.ts';
import {
  parseVersion,
  versionDay,
  versionsInForce,
  type ParsedVersion,
} from './parsed-versions.ts';
import { bodyOf } from './frontmatter-block.ts';
import { parseRegister, type Withdrawal } from '../register-file.ts';
import { withdrawals } from '../withdrawals.ts';

export interface LegalLibrary {
  /** The project root the legal folder is relative to. */
  root: URL;
  /** The legal folder, relative to the root: `content/legal`. */
  dir: string;
  /** The day the build is for: it decides which version of each document is in force. */
  buildDay: Date;
  /** Every English version, each with its translations. */
  versions: readonly ParsedVersion[];
  /** Every translation file, those whose date names no English version included (the check reports them). */
  translations: readonly ParsedTranslation[];
  /** The register's path for messages, and its text (`undefined` when there is none yet). */
  register: { file: string; text: string | undefined };
  /** Each document's version in force on the build day (`undefined` while its dates are unreadable). */
  inForce: ReadonlyMap<string, ParsedVersion | undefined>;
  /** The versions replaced before they took effect, recorded or pending (`withdrawals`). */
  withdrawn: ReadonlyMap<ParsedVersion, Withdrawal>;
}

/** Reads the legal folder for a build made on `buildDay`. */
export async function openLegalLibrary(
  root: URL,
  dir: string,
  buildDay: Date,
): Promise<LegalLibrary> {
  const translations = (await readLegalTranslations(root, dir)).map(parseTranslation);
  const versions = withTranslations(
    (await readLegalSources(root, dir)).map(parseVersion),
    translations,
  );
  const register = await readLegalRegister(root, dir);
  // A register that cannot be read is reported by the content check; until then it records nothing.
  const reading = parseRegister(register.text, register.file);
  const withdrawn = withdrawals(
    versions,
    'register' in reading ? reading.register : {},
    buildDay,
    versionDay,
  );
  return {
    root,
    dir,
    buildDay,
    versions,
    translations,
    register,
    inForce: versionsInForce(versions, buildDay, withdrawn),
    withdrawn,
  };
}

/**
 * The library a build or dev server holds: the one opened for the build, and in the dev server
 * the folder read again after an editor saved a file in it, for the same day.
 */
export interface HeldLibrary {
  current(): LegalLibrary;
  reread(): Promise<LegalLibrary>;
}

export function holdLibrary(opened: LegalLibrary): HeldLibrary {
  let library = opened;
  return {
    current: () => library,
    reread: async () =>
      (library = await openLegalLibrary(library.root, library.dir, library.buildDay)),
  };
}

const isAt = (library: LegalLibrary, path: string) => (text: { file: string }) =>
  fileURLToPath(new URL(text.file, library.root)) === path;

/** The version read from `path` (absolute), if it is one of the library's English files. */
function versionAt(library: LegalLibrary, path: string): ParsedVersion | undefined {
  return library.versions.find(isAt(library, path));
}

/** The translation read from `path` (absolute), if it is one of the library's translation files. */
function translationAt(library: LegalLibrary, path: string): ParsedTranslation | undefined {
  return library.translations.find(isAt(library, path));
}

/**
 * What a legal file holds: an English version, or a translation and the English version it
 * translates (whose sections and references it shares); `undefined` for neither.
 */
function textAt(
  library: LegalLibrary,
  path: string,
): { version: ParsedVersion | undefined; translation: ParsedTranslation | undefined } | undefined {
  const version = versionAt(library, path);
  if (version) return { version, translation: undefined };
  const translation = translationAt(library, path);
  return translation && { version: translatedVersion(library.versions, translation), translation };
}

/** Whether the Markdown pipeline is compiling one of the legal documents. */
export function isLegalFile(library: LegalLibrary, fileURL: URL | undefined): fileURL is URL {
  return (
    fileURL !== undefined &&
    fileURLToPath(fileURL).startsWith(fileURLToPath(new URL(`${library.dir}/`, library.root)))
  );
}

/** Whether `compiled` is the file's text: as written, or as Astro passes it, frontmatter blanked out. */
function holds(version: { source: string }, compiled: string): boolean {
  if (compiled === version.source) return true;
  const body = bodyOf(version.source);
  return compiled.endsWith(body) && compiled.slice(0, compiled.length - body.length).trim() === '';
}

/** What the Markdown pipeline is compiling: the library, and the version or translation in it. */
interface CompiledText {
  library: LegalLibrary;
  /** The English version compiled, or the one the compiled translation translates. */
  version: ParsedVersion | undefined;
  /** Set when the file is a translation. */
  translation: ParsedTranslation | undefined;
}

/**
 * The library and the text in it that the Markdown pipeline is compiling. The dev server
 * compiles a file the moment it is saved, which can be before the loader's watcher has read it
 * again: when the text being compiled is not the text the library holds, the folder is read first.
 */
export async function compiledVersion(
  held: HeldLibrary,
  fileURL: URL,
  compiled: string,
): Promise<CompiledText> {
  const path = fileURLToPath(fileURL);
  const library = held.current();
  const found = textAt(library, path);
  if (found && holds(found.translation ?? found.version!, compiled)) return { library, ...found };
  const reread = await held.reread();
  return {
    library: reread,
    ...(textAt(reread, path) ?? { version: undefined, translation: undefined }),
  };
}
