/**
 * Registers the versions of a legal document and their translations that are not registered yet,
 * once their text is final: from then on the build refuses any change to them that is not a recorded correction, and
 * a production build refuses to publish a version that is not registered.
 */
import { legalCommands } from '../../src/legal/commands.ts';
import { textHash } from '../../src/legal/version-register.ts';
import { openDocument, writeRegister, type LegalFolder } from './legal-folder.ts';
import { refuseWhileMistakes } from './refuse-mistakes.ts';

/** The files newly registered; empty when every version already was. */
export async function registerLegalDocument(
  folder: LegalFolder,
  name: string | undefined,
): Promise<string[]> {
  await refuseWhileMistakes(folder, name, 'Registered');
  const { document, main, archived, translations, register } = await openDocument(
    folder,
    name,
    legalCommands.register,
  );
  const entries = (register[document] ??= []);
  const registered: string[] = [];
  // An archived copy holds the version of its date; the main file only the version it is dated.
  for (const version of [...archived.values(), ...(archived.has(main.day) ? [] : [main])]) {
    const entry = entries.find((candidate) => candidate.date === version.day);
    if (!entry) {
      entries.push({ date: version.day, sha256: textHash(version.text) });
      registered.push(version.file);
    }
  }
  // A translation is registered under the English version it translates, once that one is.
  for (const translation of translations) {
    const entry = entries.find((candidate) => candidate.date === translation.day);
    if (!entry || entry.translations?.[translation.language]) continue;
    entry.translations = {
      ...entry.translations,
      [translation.language]: { sha256: textHash(translation.source) },
    };
    registered.push(translation.file);
  }
  await writeRegister(folder, register);
  return registered;
}
