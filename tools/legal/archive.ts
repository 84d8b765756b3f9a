// Archives a document's published versions, recovering from git any the main file lost.
import { legalCommands } from '../../src/legal/commands.ts';
import { registerEntry, textHash } from '../../src/legal/register-file.ts';
import { buildDayOf } from '../../src/config/build-day.ts';
import { archiveFile, mainFile } from '../../src/legal/files.ts';
import {
  LegalCommandError,
  openDocument,
  writeRegister,
  writeText,
  type LegalFolder,
} from './legal-folder.ts';
import { findPublishedText } from './published-text.ts';

type ArchiveAction =
  /** The main file's text, archived as the version of `day`. */
  | { file: string; day: string; from: 'main file' }
  /** A published text the main file no longer holds, recovered from a commit. */
  | { file: string; day: string; from: 'history'; commit: string };

/** Archives what has been published of a document; an upcoming version never registered is a draft, and stays where it is. */
export async function archiveLegalDocument(
  folder: LegalFolder,
  name: string | undefined,
  today = buildDayOf(process.env),
  findPublished = findPublishedText,
): Promise<ArchiveAction[]> {
  const { document, main, archived, register } = await openDocument(
    folder,
    name,
    legalCommands.archive,
  );
  const entries = (register[document] ??= []);
  const actions: ArchiveAction[] = [];

  for (const entry of entries) {
    const copy = archived.get(entry.date);
    if (copy) {
      if (textHash(copy.source) !== entry.sha256)
        throw new LegalCommandError(
          `${copy.file} has changed since it was published. Undo the edit (git checkout -- ${copy.file}), or record a deliberate correction: ${legalCommands.correct(document, entry.date)}`,
        );
      continue;
    }
    if (main.day === entry.date && textHash(main.source) === entry.sha256) continue;
    const file = archiveFile(folder.legalDir, document, entry.date);
    const published = await findPublished(
      folder.root,
      mainFile(folder.legalDir, document),
      entry.sha256,
    );
    if (!published)
      throw new LegalCommandError(
        `The published text of ${document} of ${entry.date} is neither in ${main.file} nor in its version history. Restore it from a backup as ${file}, then run this command again.`,
      );
    await writeText(folder, file, published.text);
    archived.set(entry.date, { file, archived: true, source: published.text, day: entry.date });
    actions.push({ file, day: entry.date, from: 'history', commit: published.commit });
  }

  const copy = archived.get(main.day);
  const mainRegistered = registerEntry(register, document, main.day) !== undefined;
  if (copy && copy.source !== main.source && !mainRegistered)
    throw new LegalCommandError(
      `${copy.file} already exists and differs from ${main.file}. A version dated ${main.day} is already archived: if ${main.file} is a new version, give it the date it takes effect instead of archiving it.`,
    );
  const draft = main.day > today && !mainRegistered;
  if (!copy && !draft) {
    const file = archiveFile(folder.legalDir, document, main.day);
    await writeText(folder, file, main.source);
    actions.push({ file, day: main.day, from: 'main file' });
    if (!mainRegistered) entries.push({ date: main.day, sha256: textHash(main.source) });
  }
  await writeRegister(folder, register);
  return actions;
}
