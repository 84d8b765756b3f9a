/**
 * Compares the legal files with the register of published versions. A registered version whose
 * file is gone, or whose text differs from its hash, stops the build with the command that does
 * the change properly; a production build also refuses a version that was never registered.
 * Documents whose frontmatter is invalid are skipped: their dates are unknown and are reported.
 */
import { formatLongDay } from '../../lib/dates.ts';
import { legalCommands } from '../commands.ts';
import { frontmatterKeyLine } from '../source/frontmatter-block.ts';
import type { LegalProblem } from '../problems.ts';
import type { LegalContent } from './check.ts';
import { registerEntry, registerLine, textHash, type Register } from '../register-file.ts';
import { translatedLanguages, translationFile } from '../translations/languages.ts';
import { languageRecord } from '../../i18n/catalogue.ts';
import { versionDay, type ParsedVersion } from '../source/parsed-versions.ts';
import { mainFile } from '../source/read-folder.ts';
import { translatedVersion } from '../translations/parsed-translations.ts';

const dateLine = (version: ParsedVersion) =>
  frontmatterKeyLine(version.outline.frontmatter!, 'date');

interface RegisterFindings {
  problems: LegalProblem[];
  /** Published versions whose text differs from the register: the editor's mistakes come first. */
  changedTexts: LegalProblem[];
  /** Documents with a published version no file holds: the root cause of whatever their dates look like now. */
  lostVersions: Set<string>;
}

/** `register`: the register `content` holds, as read. */
export function lintRegister(
  register: Register,
  { versions, register: { file: registerFile, text = '' }, dir, production }: LegalContent,
): RegisterFindings {
  const problems: LegalProblem[] = [];
  const changedTexts: LegalProblem[] = [];
  const lostVersions = new Set<string>();
  for (const [document, entries] of Object.entries(register)) {
    const own = versions.filter((version) => version.document === document);
    const main = own.find((version) => !version.archivedAs);
    if (!main) {
      problems.push({
        file: registerFile,
        line: registerLine(text, document),
        problem: `"${document}" has published versions, but its file ${document}.mdx is gone`,
        fix: `restore it from version control (git checkout -- ${mainFile(dir, document)})`,
      });
      continue;
    }
    if (own.some((version) => !version.frontmatter.data)) continue;
    for (const entry of entries) {
      // The archived copy is the one that must keep the text; the main file may already be the next version.
      const holder = translatedVersion(own, { document, day: entry.date });
      const when = formatLongDay(entry.date);
      if (!holder) {
        lostVersions.add(document);
        problems.push({
          file: main.file,
          line: dateLine(main),
          problem: `the version of ${when} is published, but no file holds it any more`,
          fix: `run ${legalCommands.archive(document)}: it restores that version into the archive, and your edits to this file stay`,
        });
        continue;
      }
      if (textHash(holder.source) !== entry.sha256) {
        changedTexts.push({
          file: holder.file,
          line: dateLine(holder),
          problem: `the text of the version of ${when} has changed since it was published`,
          fix: holder.archivedAs
            ? `an archived version never changes: undo the edit (git checkout -- ${holder.file}), or record a deliberate correction with ${legalCommands.correct(document, entry.date)}`
            : `to publish the change as a new version, run ${legalCommands.archive(document)} (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run ${legalCommands.correct(document, entry.date)}`,
        });
      }
      // A registered translation must still be there, with the text it was registered with.
      for (const language of translatedLanguages) {
        const registered = entry.translations?.[language];
        if (!registered) continue;
        const which = `the ${languageRecord(language).name} translation of the version of ${when}`;
        const file = translationFile(dir, language, document, entry.date);
        const translation = holder.translations[language];
        if (!translation) {
          problems.push({
            file: registerFile,
            line: registerLine(text, document),
            problem: `${which} is published, but its file ${file} is gone`,
            fix: `restore it from version control (git checkout -- ${file})`,
          });
        } else if (textHash(translation.source) !== registered.sha256) {
          changedTexts.push({
            file: translation.file,
            line: 1,
            problem: `the text of ${which} has changed since it was published`,
            fix: `a published translation never changes silently: undo the edit (git checkout -- ${translation.file}), or record a deliberate correction with ${legalCommands.correct(`${language}/${document}`, entry.date)}`,
          });
        }
      }
    }
  }
  if (production) {
    for (const version of versions) {
      if (!version.frontmatter.data) continue;
      const entry = registerEntry(register, version.document, versionDay(version)!);
      const unregistered = [
        ...(entry ? [] : [{ file: version.file, line: dateLine(version), what: 'version' }]),
        ...Object.values(version.translations)
          .filter((translation) => !entry?.translations?.[translation.language])
          .map((translation) => ({ file: translation.file, line: 1, what: 'translation' })),
      ];
      for (const { file, line, what } of unregistered)
        problems.push({
          file,
          line,
          problem: `this ${what} is not registered, so nothing would stop its published text from changing`,
          fix: `when its text is final, run ${legalCommands.register(version.document)}`,
        });
    }
  }
  return { problems, changedTexts, lostVersions };
}
