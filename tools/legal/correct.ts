// Records an approved correction to a published text: the register logs its new hash, day and note.
import { legalCommands } from '../../src/legal/commands.ts';
import {
  registerEntry,
  textHash,
  type RegisteredText,
  type RegisterEntry,
} from '../../src/legal/register-file.ts';
import {
  isTranslatedLanguage,
  translationFile,
  type TranslatedLanguage,
} from '../../src/legal/files.ts';
import { buildDayOf } from '../../src/config/build-day.ts';
import { languageRecord } from '../../src/i18n/catalogue.ts';
import {
  LegalCommandError,
  openDocument,
  writeRegister,
  type LegalFolder,
} from './legal-folder.ts';
import { refuseWhileMistakes } from './refuse-mistakes.ts';

export type Correction = { file: string; previousSha256: string; sha256: string };

/** `es/terms` → the Spanish translation of the Terms; `terms` → the English text. */
function readName(name: string | undefined) {
  const [language, document] = name?.split('/') ?? [];
  return document !== undefined && language !== undefined && isTranslatedLanguage(language)
    ? { document, language }
    : { document: name };
}

/** `name` is a document (`terms`) for its English text, or `es/terms` for that translation. */
export async function correctLegalVersion(
  folder: LegalFolder,
  name: string | undefined,
  day: string | undefined,
  note: string | undefined,
  today = buildDayOf(process.env),
  /** The note in each language the version is translated into (a translation's own is in its language). */
  notes: Partial<Record<TranslatedLanguage, string>> = {},
): Promise<Correction> {
  const { document: named, language } = readName(name);
  await refuseWhileMistakes(folder, named, 'Recorded', today);
  const opened = await openDocument(folder, named, (example) =>
    legalCommands.correct(example, '2025-03-12'),
  );
  const { document, main, register } = opened;
  const entry = day ? registerEntry(register, document, day) : undefined;
  if (!day || !entry) {
    const days = register[document]?.map((candidate) => candidate.date).join(', ') || 'none';
    throw new LegalCommandError(
      `Name the published version to correct by its date. Registered versions of ${document}: ${days}. For example: ${legalCommands.correct(name ?? document, register[document]?.[0]?.date ?? main.day)}`,
    );
  }
  if (!note?.trim())
    throw new LegalCommandError(
      `Say what was corrected, in quotes, so the register records it. For example: ${legalCommands.correct(name ?? document, day)}`,
    );
  const { file, text, registered } = textToCorrect(folder, opened, day, language, entry);
  const sha256 = textHash(text);
  if (sha256 === registered.sha256)
    throw new LegalCommandError(
      `${file} is unchanged since it was registered; there is nothing to record.`,
    );
  // Each translation's history page says what was corrected in its own language.
  const translatedInto = language
    ? []
    : (Object.keys(entry.translations ?? {}) as TranslatedLanguage[]);
  const untold = translatedInto.filter((code) => !notes[code]?.trim());
  if (untold.length)
    throw new LegalCommandError(
      `Say what was corrected in ${untold.map((code) => languageRecord(code).name).join(' and ')} too, for the history page in that language. For example: ${legalCommands.correct(document, day)} ${untold.map((code) => `--${code} "…"`).join(' ')}`,
    );
  const previousSha256 = registered.sha256;
  registered.corrections = [
    ...(registered.corrections ?? []),
    {
      on: today,
      note: note.trim(),
      ...(translatedInto.length && {
        notes: Object.fromEntries(translatedInto.map((code) => [code, notes[code]!.trim()])),
      }),
      previousSha256,
    },
  ];
  registered.sha256 = sha256;
  await writeRegister(folder, register);
  return { file, previousSha256, sha256 };
}

/** The file and text corrected, and the register's record of it, which the correction updates. */
function textToCorrect(
  folder: LegalFolder,
  { document, main, archived, translations }: Awaited<ReturnType<typeof openDocument>>,
  day: string,
  language: TranslatedLanguage | undefined,
  entry: RegisterEntry,
): { file: string; text: string; registered: RegisteredText } {
  if (!language) {
    const version = archived.get(day) ?? (main.day === day ? main : undefined);
    if (!version)
      throw new LegalCommandError(
        `No file holds the version of ${day} any more; restore it first with ${legalCommands.archive(document)}.`,
      );
    return { file: version.file, text: version.source, registered: entry };
  }
  const file = translationFile(folder.legalDir, language, document, day);
  const translation = translations.find(
    (candidate) => candidate.language === language && candidate.day === day,
  );
  const registered = entry.translations?.[language];
  if (!registered)
    throw new LegalCommandError(
      `The ${languageRecord(language).name} translation of ${day} is not registered, so there is no published text to correct: register it when it is final with ${legalCommands.register(document)}.`,
    );
  if (!translation)
    throw new LegalCommandError(
      `No file holds the ${languageRecord(language).name} translation of ${day} any more; restore ${file} from version control first.`,
    );
  return { file, text: translation.source, registered };
}
