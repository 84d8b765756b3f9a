// The legal texts checked among themselves, once each has been read on its own. Root cause first:
// a document whose published version is lost is reported as that, not as every date that follows.
import { sortProblems, type LegalProblem, type Problem } from '../problems.ts';
import { parseRegister, registerEntry, registerLine, withdrawals } from '../register-file.ts';
import type { Register, Withdrawal } from '../register-file.ts';
import { lintLinks } from './links-check.ts';
import { lintTranslations } from './translation-check.ts';
import { referenceScope, translatedVersion } from '../library/library.ts';
import type { LegalText, TranslationText, Version } from '../library/library.ts';
import { legalCommands } from '../commands.ts';
import { DOCUMENT_NAMES } from '../fields.ts';
import { mainFile, translatedLanguages, translationFile } from '../files.ts';
import { rules } from '../../config/rules.ts';
import { addDays, formatLongDay, type Day } from '../../lib/dates.ts';
import { languageRecord, type Language } from '../../i18n/catalogue.ts';

export interface LibraryCheck {
  versions: readonly Version[];
  orphans: readonly TranslationText[];
  register: { file: string; text: string | undefined };
  legalDir: string;
  buildDay: Day;
  /** A production build also refuses versions that were never registered. */
  production: boolean;
}

export interface CheckedLibrary {
  mistakes: LegalProblem[];
  /** The published texts that changed, reported after the mistakes: a fix is itself an edit. */
  changedTexts: LegalProblem[];
  register: Register;
  withdrawn: ReadonlyMap<Version, Withdrawal>;
}

const inFile = (text: LegalText) => (problem: Problem) => ({ file: text.file, ...problem });
const ownProblems = (text: LegalText) => text.meta.problems.map(inFile(text));

// The files against the register: a published text gone or changed, or (production) unregistered.
function lintRegister(register: Register, check: LibraryCheck) {
  const { versions, legalDir, production } = check;
  const { file: registerFile, text = '' } = check.register;
  const problems: LegalProblem[] = [];
  const changedTexts: LegalProblem[] = [];
  const inRegister = (document: string, problem: string, fix: string) =>
    problems.push({ file: registerFile, line: registerLine(text, document), problem, fix });
  // Documents with a published version no file holds: the root cause, reported instead.
  const lost = new Set<string>();
  for (const [document, entries] of Object.entries(register)) {
    const own = versions.filter((version) => version.document === document);
    const main = own.find((version) => !version.archived);
    if (!main) {
      inRegister(
        document,
        `"${document}" has published versions, but its file ${document}.mdx is gone`,
        `restore it from version control (git checkout -- ${mainFile(legalDir, document)})`,
      );
      continue;
    }
    for (const entry of entries) {
      const holder = translatedVersion(own, document, entry.date);
      const when = formatLongDay(entry.date);
      if (!holder) {
        lost.add(document);
        problems.push({
          file: main.english.file,
          line: main.english.lines['date']!,
          problem: `the version of ${when} is published, but no file holds it any more`,
          fix: `run ${legalCommands.archive(document)}: it restores that version into the archive, and your edits to this file stay`,
        });
        continue;
      }
      if (holder.english.sha256 !== entry.sha256)
        changedTexts.push({
          file: holder.english.file,
          line: holder.english.lines['date']!,
          problem: `the text of the version of ${when} has changed since it was published`,
          fix: holder.archived
            ? `an archived version never changes: undo the edit (git checkout -- ${holder.english.file}), or record a deliberate correction with ${legalCommands.correct(document, entry.date)}`
            : `to publish the change as a new version, run ${legalCommands.archive(document)} (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run ${legalCommands.correct(document, entry.date)}`,
        });
      for (const language of translatedLanguages) {
        const registered = entry.translations?.[language];
        if (!registered) continue;
        const name = languageRecord(language).name;
        const which = `the ${name} translation of the version of ${when}`;
        const untold = (entry.corrections ?? []).filter(({ notes }) => !notes?.[language]);
        for (const { on } of untold)
          inRegister(
            document,
            `the correction of ${formatLongDay(on)} to the version of ${when} has no ${name} note, so the ${name} history page and feed would say in English what was corrected`,
            `translate its note: add "notes": { "${language}": "…" } beside its "note" (a note is no part of any text, so this is the one hand edit the register takes); ${legalCommands.correct(document, entry.date)} --${language} "…" records a new correction with both`,
          );
        const translation = holder.translations[language];
        if (!translation) {
          const file = translationFile(legalDir, language, document, entry.date);
          inRegister(
            document,
            `${which} is published, but its file ${file} is gone`,
            `restore it from version control (git checkout -- ${file})`,
          );
        } else if (translation.sha256 !== registered.sha256)
          changedTexts.push({
            file: translation.file,
            line: 1,
            problem: `the text of ${which} has changed since it was published`,
            fix: `a published translation never changes silently: undo the edit (git checkout -- ${translation.file}), or record a deliberate correction with ${legalCommands.correct(`${language}/${document}`, entry.date)}`,
          });
      }
    }
  }
  if (production)
    for (const version of versions) {
      const { english } = version;
      const entry = registerEntry(register, version.document, version.day);
      const unregistered = Object.values(version.translations)
        .filter((translation) => !entry?.translations?.[translation.language as never])
        .map((translation) => ({ file: translation.file, line: 1, what: 'translation' }));
      if (!entry)
        unregistered.unshift({ file: english.file, line: english.lines['date']!, what: 'version' });
      for (const { file, line, what } of unregistered)
        problems.push({
          file,
          line,
          problem: `this ${what} is not registered, so nothing would stop its published text from changing`,
          fix: `when its text is final, run ${legalCommands.register(version.document)}`,
        });
    }
  return { problems, changedTexts, lost };
}

// A document's versions tell one story, dated as the law allows, one in force on the build day.
const byDay = (a: Version, b: Version) => a.day.localeCompare(b.day);
const changesOf = (version: Version) => version.english.frontmatter.changes.join('\n');

/** `withdrawn`: undefined while the register is unreadable; `lost` documents are reported apart. */
function lintVersions(
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, unknown> | undefined,
  lost: ReadonlySet<string>,
  today: Day,
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  const report = (version: Version, problem: string, fix: string, key = 'date') =>
    problems.push({ file: version.english.file, line: version.english.lines[key]!, problem, fix });
  for (const document of DOCUMENT_NAMES) {
    const own = versions.filter((version) => version.document === document);
    const latest = own.find((version) => !version.archived);
    const archived = own.filter((version) => version.archived).sort(byDay);
    for (const [index, entry] of archived.entries()) {
      if (entry.english.fileDay !== entry.day)
        report(
          entry,
          `the file is named ${entry.english.fileDay}.mdx but its date is ${entry.day}`,
          `an archived version's file is named after its date: rename the file to ${entry.day}.mdx`,
        );
      const previous = archived[index - 1];
      if (previous && previous.day === entry.day)
        report(
          entry,
          `${previous.english.file} has the same date`,
          'give each version the date it took effect',
        );
    }
    if (latest) {
      const sameDay = archived.find((entry) => entry.day === latest.day);
      // Only announced versions not yet in force can be withdrawn by an earlier main file.
      const newer =
        withdrawn && archived.findLast((entry) => entry.day > latest.day && !withdrawn.has(entry));
      // A withdrawn version was never in force, so it is never the one before.
      const before = archived.findLast((entry) => entry.day < latest.day && !withdrawn?.has(entry));
      if (sameDay)
        report(
          latest,
          `this date is already taken by the archived copy ${sameDay.english.file}`,
          'set date to the day this new version takes effect, and list its changes',
        );
      else if (newer)
        report(
          latest,
          `${newer.english.file} is newer (${newer.day}), but this file must hold the latest version`,
          `give this file a later date: a version dated before announced ones replaces them only while they have not taken effect, when ${legalCommands.register(document)} registers it (content/legal/README.md, "Replacing an announced version")`,
        );
      else if (before && changesOf(latest) === changesOf(before))
        report(
          latest,
          `the list of changes is the same as the previous version's (${before.english.file})`,
          'say what this version changes',
          'changes',
        );
    }
    const earliest = own.toSorted(byDay)[0];
    if (earliest && earliest.day > today && !lost.has(document))
      report(
        earliest,
        `no version is in force yet on ${today}: the earliest takes effect on ${earliest.day}`,
        'publish a version dated today or earlier',
      );
  }
  return problems;
}

// A version applies once published (the register's day, or today), an adverse one `noticeDays` on.
const noticeDays = Number(rules.noticeDays);

function lintNotice(
  register: Register,
  versions: readonly Version[],
  withdrawn: ReadonlyMap<Version, unknown>,
  buildDay: Day,
): LegalProblem[] {
  const problems: LegalProblem[] = [];
  for (const version of versions) {
    if (withdrawn.has(version)) continue;
    const { english, day } = version;
    const entry = registerEntry(register, version.document, day);
    // Not held to it: entries registered before the rule, and archived copies never registered.
    if (entry ? !entry.published : version.archived) continue;
    const published = entry?.published ?? buildDay;
    const report = (problem: string, fix: string, key = 'date') =>
      problems.push({ file: english.file, line: english.lines[key]!, problem, fix });
    const { notice } = english.frontmatter;
    if (!notice) {
      report(
        'field "notice" is missing',
        'add notice: none if nothing in this version is to the reader\'s disadvantage, or notice: advance if it raises a fee, tightens a transfer limit, uses personal data in a new way or narrows a right (content/legal/README.md, "Which changes need notice")',
        'notice',
      );
      continue;
    }
    const earliest = notice === 'advance' ? addDays(published, noticeDays) : published;
    const when = entry
      ? `published on ${formatLongDay(published)}`
      : `published today, ${formatLongDay(published)}, at the earliest`;
    if (day < published)
      report(
        `this version takes effect on ${formatLongDay(day)}, before it is ${when}`,
        `set date to ${earliest} or later: the earliest allowed date${notice === 'advance' ? `, ${rules.noticeDays} days' notice for an adverse change (notice: advance)` : ''}`,
      );
    else if (day < earliest)
      report(
        `this version makes an adverse change (notice: advance) and takes effect on ${formatLongDay(day)}, sooner than ${rules.noticeDays} days after it is ${when}`,
        `set date to ${earliest} or later, the earliest allowed date; if nothing in it is to the reader's disadvantage, set notice: none instead`,
      );
  }
  return problems;
}

export function checkLibrary(check: LibraryCheck): CheckedLibrary {
  const { versions, buildDay, legalDir } = check;
  const reading = parseRegister(check.register.text, check.register.file);
  const register = 'register' in reading ? reading.register : {};
  const withdrawn = withdrawals(versions, register, buildDay);
  const scopeOf = (version: Version, language: Language) =>
    referenceScope(versions, withdrawn, version, language, version.english.meta.outline.headings);
  const mistakes: LegalProblem[] = check.orphans.flatMap(ownProblems);
  // Versions with mistakes of their own: their translations are compared once they are fixed.
  const mistaken = new Set<Version>();
  for (const version of versions) {
    const { english } = version;
    const published = versions
      .filter((other) => other.document === version.document && other.archived && other !== version)
      .flatMap((other) => other.english.meta.outline.headings);
    const scope = scopeOf(version, english.language);
    const own = [...english.meta.problems, ...lintLinks(english.meta.outline, scope, published)];
    if (own.length) mistaken.add(version);
    mistakes.push(
      ...own.map(inFile(english)),
      ...Object.values(version.translations).flatMap(ownProblems),
    );
  }
  mistakes.push(
    ...lintTranslations(check.orphans, {
      register,
      versions,
      legalDir,
      registerFile: check.register.file,
      scopeOf,
      comparable: (version) => !mistaken.has(version),
    }),
  );
  let changedTexts: LegalProblem[] = [];
  if ('register' in reading) {
    const found = lintRegister(reading.register, check);
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
