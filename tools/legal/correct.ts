/**
 * Records a deliberate correction to the text of a published version (a typo, a link the build
 * reports as broken): the register takes the corrected text's hash and logs the day, the note and
 * the hash it replaced, so a change to published text is never silent.
 */
import { legalCommands } from '../../src/legal/commands.ts';
import { textHash } from '../../src/legal/version-register.ts';
import { isoDay } from '../../src/lib/dates.ts';
import {
  LegalCommandError,
  openDocument,
  writeRegister,
  type LegalFolder,
} from './legal-folder.ts';
import { refuseWhileMistakes } from './refuse-mistakes.ts';

export interface Correction {
  file: string;
  previousSha256: string;
  sha256: string;
}

export async function correctLegalVersion(
  folder: LegalFolder,
  name: string | undefined,
  day: string | undefined,
  note: string | undefined,
  today = new Date(),
): Promise<Correction> {
  await refuseWhileMistakes(folder, name, 'Recorded', today);
  const { document, main, archived, register } = await openDocument(folder, name, (example) =>
    legalCommands.correct(example, '2025-03-12'),
  );
  const entry = register[document]?.find((candidate) => candidate.date === day);
  if (!day || !entry) {
    const days = register[document]?.map((candidate) => candidate.date).join(', ') || 'none';
    throw new LegalCommandError(
      `Name the published version to correct by its date. Registered versions of ${document}: ${days}. For example: ${legalCommands.correct(document, register[document]?.[0]?.date ?? main.day)}`,
    );
  }
  if (!note?.trim())
    throw new LegalCommandError(
      `Say what was corrected, in quotes, so the register records it. For example: ${legalCommands.correct(document, day)}`,
    );
  const version = archived.get(day) ?? (main.day === day ? main : undefined);
  if (!version)
    throw new LegalCommandError(
      `No file holds the version of ${day} any more; restore it first with ${legalCommands.archive(document)}.`,
    );
  const sha256 = textHash(version.text);
  if (sha256 === entry.sha256)
    throw new LegalCommandError(
      `${version.file} is unchanged since it was registered; there is nothing to record.`,
    );
  const previousSha256 = entry.sha256;
  entry.corrections = [
    ...(entry.corrections ?? []),
    { on: isoDay(today), note: note.trim(), previousSha256 },
  ];
  entry.sha256 = sha256;
  await writeRegister(folder, register);
  return { file: version.file, previousSha256, sha256 };
}
