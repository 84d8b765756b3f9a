// Registers a document's final versions and translations: then they change only by a correction.
import { legalCommands } from '../../src/legal/commands.ts';
import { registerEntry, textHash, withdrawals } from '../../src/legal/register-file.ts';
import { buildDayOf } from '../../src/config/build-day.ts';
import { openDocument, writeRegister, type LegalFolder } from './legal-folder.ts';
import { refuseWhileMistakes } from './refuse-mistakes.ts';

interface Registration {
  /** The files newly registered; empty when every version already was. */
  registered: string[];
  /** The announced versions the new main version withdrew, each with its date. */
  withdrawn: { file: string; day: string; replacedBy: string }[];
}

/** Registers what is not yet, as of `today`, withdrawing versions the main file predates. */
export async function registerLegalDocument(
  folder: LegalFolder,
  name: string | undefined,
  today = buildDayOf(process.env),
): Promise<Registration> {
  await refuseWhileMistakes(folder, name, 'Registered', today);
  const { document, main, archived, translations, register } = await openDocument(
    folder,
    name,
    legalCommands.register,
  );
  const entries = (register[document] ??= []);
  const registered: string[] = [];
  // An archived copy holds the version of its date; the main file only the version it is dated.
  const files = [...archived.values(), ...(archived.has(main.day) ? [] : [main])];
  const pending = withdrawals(
    files.map((version) => ({ ...version, document })),
    register,
    today,
  );
  for (const version of files) {
    if (!registerEntry(register, document, version.day)) {
      entries.push({ date: version.day, sha256: textHash(version.source), published: today });
      registered.push(version.file);
    }
  }
  const withdrawn = [...pending].flatMap(([version, withdrawal]) => {
    const entry = registerEntry(register, document, version.day)!;
    if (entry.withdrawn) return [];
    entry.withdrawn = withdrawal;
    return [{ file: version.file, day: version.day, replacedBy: withdrawal.replacedBy }];
  });
  // A translation is registered under the English version it translates, once that one is.
  for (const translation of translations) {
    const entry = registerEntry(register, document, translation.day);
    if (!entry || entry.translations?.[translation.language]) continue;
    entry.translations = {
      ...entry.translations,
      [translation.language]: { sha256: textHash(translation.source) },
    };
    registered.push(translation.file);
  }
  await writeRegister(folder, register);
  return { registered, withdrawn };
}
