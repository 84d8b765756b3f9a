/**
 * The legal documents as the whole build sees them: every version of every document, each file
 * read and parsed once, with the register of published versions and the one build day.
 * The `legal()` integration opens it once; the content check, the sitemap's dates, the numbering
 * of references, and (through the integration's virtual module) the pages' timeline all read this one copy, so none of them can disagree with another about a text
 * or about which version is in force.
 */
import { readLegalRegister, readLegalSources, readLegalTranslations } from './read-folder.ts';
import {
  parseTranslation,
  withTranslations,
  type ParsedTranslation,
  type TranslationSource,
} from '../translations/parsed-translations.ts';
import {
  parseVersion,
  versionDay,
  versionsInForce,
  type LegalVersionSource,
  type ParsedVersion,
} from './parsed-versions.ts';
import { parseRegister, type RegisterReading, type Withdrawal } from '../register-file.ts';
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
  /** The register as read: what it records, or why it cannot be read (the content check reports it). */
  registerReading: RegisterReading;
  /** Each document's version in force on the build day (`undefined` while its dates are unreadable). */
  inForce: ReadonlyMap<string, ParsedVersion | undefined>;
  /** The versions replaced before they took effect, recorded or pending (`withdrawals`). */
  withdrawn: ReadonlyMap<ParsedVersion, Withdrawal>;
}

/** The legal folder's texts as read, not yet parsed: what the tests and the commands hand the content check. */
export interface LegalSources extends Pick<LegalLibrary, 'dir' | 'buildDay' | 'register'> {
  versions: readonly LegalVersionSource[];
  /** None when there are none. */
  translations?: readonly TranslationSource[];
}

/** The library of `sources`: each text parsed once, and what follows from them on the build day. */
export function legalLibrary(sources: LegalSources): Omit<LegalLibrary, 'root'> {
  const translations = (sources.translations ?? []).map(parseTranslation);
  const versions = withTranslations(sources.versions.map(parseVersion), translations);
  const registerReading = parseRegister(sources.register.text, sources.register.file);
  // A register that cannot be read is reported by the content check; until then it records nothing.
  const withdrawn = withdrawals(
    versions,
    'register' in registerReading ? registerReading.register : {},
    sources.buildDay,
    versionDay,
  );
  return {
    ...sources,
    registerReading,
    versions,
    translations,
    inForce: versionsInForce(versions, sources.buildDay, withdrawn),
    withdrawn,
  };
}

/** Reads the legal folder for a build made on `buildDay`. */
export async function openLegalLibrary(
  root: URL,
  dir: string,
  buildDay: Date,
): Promise<LegalLibrary> {
  return {
    root,
    ...legalLibrary({
      dir,
      buildDay,
      versions: await readLegalSources(root, dir),
      translations: await readLegalTranslations(root, dir),
      register: await readLegalRegister(root, dir),
    }),
  };
}
