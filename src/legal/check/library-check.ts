/**
 * The check of the legal texts among themselves, once each has been read on its own (its
 * frontmatter by the loader, its text by the compile): the register, the versions' days, the
 * notice rule, the links and references between texts, and the translations. Root cause first:
 * a document whose published version is lost is reported as that, not as every date that follows.
 */
import { sortProblems, type LegalProblem } from '../problems.ts';
import { parseRegister, type Register, type Withdrawal } from '../register-file.ts';
import { lintRegister } from './published-texts.ts';
import { lintNotice, lintVersions } from './versions.ts';
import { lintLinks } from './links-check.ts';
import { lintTranslations } from './translation-check.ts';
import {
  referenceScope,
  withdrawnVersions,
  type LegalText,
  type TranslationText,
  type Version,
} from '../library/library.ts';
import type { Day } from '../../lib/dates.ts';

export interface LibraryCheck {
  versions: readonly Version[];
  orphans: readonly TranslationText[];
  /** The register's path and text (`undefined` before anything is published). */
  register: { file: string; text: string | undefined };
  legalDir: string;
  buildDay: Day;
  /** A production build also refuses versions that were never registered. */
  production: boolean;
}

export interface CheckedLibrary {
  /** The mistakes in file order. */
  mistakes: LegalProblem[];
  /** The published texts that changed, reported after the mistakes: a fix is itself an edit. */
  changedTexts: LegalProblem[];
  register: Register;
  withdrawn: ReadonlyMap<Version, Withdrawal>;
}

const inFile = (text: LegalText) => (problem: Omit<LegalProblem, 'file'>) => ({
  file: text.file,
  ...problem,
});

export function checkLibrary(check: LibraryCheck): CheckedLibrary {
  const { versions, buildDay } = check;
  const reading = parseRegister(check.register.text, check.register.file);
  const register = 'register' in reading ? reading.register : {};
  const withdrawn = withdrawnVersions(versions, register, buildDay);
  const mistakes: LegalProblem[] = check.orphans.flatMap((translation) =>
    translation.meta.problems.map(inFile(translation)),
  );
  /** Versions with mistakes of their own: their translations are compared with them once they are fixed. */
  const mistaken = new Set<Version>();
  for (const version of versions) {
    const { english } = version;
    const archived = versions.filter(
      (other) => other.document === version.document && other.archived && other !== version,
    );
    const scope = referenceScope(
      versions,
      withdrawn,
      version,
      english.language,
      english.meta.outline.headings,
    );
    const own = [
      ...english.meta.problems,
      ...lintLinks(
        english.meta.outline,
        scope,
        archived.flatMap((other) => other.english.meta.outline.headings),
      ),
    ];
    if (own.length) mistaken.add(version);
    mistakes.push(
      ...own.map(inFile(english)),
      ...Object.values(version.translations).flatMap((translation) =>
        translation.meta.problems.map(inFile(translation)),
      ),
    );
  }
  mistakes.push(
    ...lintTranslations(check.orphans, {
      register,
      versions,
      legalDir: check.legalDir,
      registerFile: check.register.file,
      scopeOf: (version, language) =>
        referenceScope(
          versions,
          withdrawn,
          version,
          language,
          version.english.meta.outline.headings,
        ),
      comparable: (version) => !mistaken.has(version),
    }),
  );
  let changedTexts: LegalProblem[] = [];
  if ('register' in reading) {
    const found = lintRegister(
      reading.register,
      versions,
      check.register,
      check.legalDir,
      check.production,
    );
    changedTexts = found.changedTexts;
    mistakes.push(
      ...found.problems,
      ...lintVersions(versions, withdrawn, found.lost, buildDay),
      ...lintNotice(reading.register, versions, withdrawn, buildDay),
    );
  } else {
    // Without the register, which announced versions were withdrawn is unknown.
    mistakes.push(
      { file: check.register.file, ...reading },
      ...lintVersions(versions, undefined, new Set(), buildDay),
    );
  }
  return {
    mistakes: sortProblems(mistakes),
    changedTexts: sortProblems(changedTexts),
    register,
    withdrawn,
  };
}
