// The files against the register: a published text gone or changed, or (production) unregistered.
import { formatLongDay } from '../../lib/dates.ts';
import { legalCommands } from '../commands.ts';
import type { LegalProblem } from '../problems.ts';
import { registerEntry, registerLine, type Register } from '../register-file.ts';
import { languageRecord } from '../../i18n/catalogue.ts';
import { mainFile, translatedLanguages, translationFile } from '../files.ts';
import { translatedVersion, type Version } from '../library/library.ts';

export function lintRegister(
  register: Register,
  versions: readonly Version[],
  { file: registerFile, text = '' }: { file: string; text: string | undefined },
  legalDir: string,
  production: boolean,
) {
  const problems: LegalProblem[] = [];
  const changedTexts: LegalProblem[] = [];
  // Documents with a published version no file holds: the root cause, reported instead.
  const lost = new Set<string>();
  for (const [document, entries] of Object.entries(register)) {
    const own = versions.filter((version) => version.document === document);
    const main = own.find((version) => !version.archived);
    if (!main) {
      problems.push({
        file: registerFile,
        line: registerLine(text, document),
        problem: `"${document}" has published versions, but its file ${document}.mdx is gone`,
        fix: `restore it from version control (git checkout -- ${mainFile(legalDir, document)})`,
      });
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
        const which = `the ${languageRecord(language).name} translation of the version of ${when}`;
        const translation = holder.translations[language];
        if (!translation) {
          const file = translationFile(legalDir, language, document, entry.date);
          problems.push({
            file: registerFile,
            line: registerLine(text, document),
            problem: `${which} is published, but its file ${file} is gone`,
            fix: `restore it from version control (git checkout -- ${file})`,
          });
        } else if (translation.sha256 !== registered.sha256) {
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
  if (production)
    for (const version of versions) {
      const entry = registerEntry(register, version.document, version.day);
      const unregistered = [
        ...(entry
          ? []
          : [
              { file: version.english.file, line: version.english.lines['date']!, what: 'version' },
            ]),
        ...Object.values(version.translations)
          .filter((translation) => !entry?.translations?.[translation.language as never])
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
  return { problems, changedTexts, lost };
}
