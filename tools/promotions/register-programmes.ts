// Registers a programme's final terms, so the build refuses any change but a recorded correction.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildDayOf } from '../../src/config/build-day.ts';
import {
  parseRegister,
  REGISTER_FILE,
  serializeRegister,
  textHash,
} from '../../src/legal/register-file.ts';
import { parseProgramme, parseTermsTranslation } from '../../src/promotions/parse-programme.ts';
import { englishWordsHash } from '../../src/promotions/programme-schema.ts';
import { promotionCommands } from '../../src/promotions/promotions-commands.ts';
import { PROMOTIONS_DIR } from '../../src/config/legal-dir.ts';
import { LegalCommandError } from '../legal/legal-folder.ts';

/** `root`: the project folder. */
export async function registerProgramme(
  { root }: { root: string },
  id: string | undefined,
  correction: string | undefined,
  today = buildDayOf(process.env),
): Promise<string> {
  const dir = PROMOTIONS_DIR;
  const readIfAny = async (file: string) =>
    existsSync(join(root, file)) ? readFile(join(root, file), 'utf8') : undefined;
  const ids = existsSync(join(root, dir))
    ? (await readdir(join(root, dir)))
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => name.slice(0, -'.yaml'.length))
        .sort()
    : [];
  if (!id || !ids.includes(id))
    throw new LegalCommandError(
      `${id ? `There is no ${dir}/${id}.yaml. ` : ''}Name the programme, one of: ${ids.join(', ') || 'none yet'}. For example: ${promotionCommands.register(ids[0] ?? 'daily-cash-2027')}`,
    );
  const file = `${dir}/${id}.yaml`;
  const text = await readFile(join(root, file), 'utf8');
  const reading = parseProgramme(file, text);
  if (!reading.parsed)
    throw new LegalCommandError(
      `${file} has problems; run npm run build to see them with line numbers, fix them, then run this command again.`,
    );
  const registerFile = `${dir}/${REGISTER_FILE}`;
  const parsed = parseRegister(await readIfAny(registerFile), registerFile);
  if (!('register' in parsed))
    throw new LegalCommandError(
      `${registerFile}:${parsed.line}: ${parsed.problem} — ${parsed.fix}`,
    );
  const register = parsed.register;
  const { programme } = reading.parsed;
  // The project's example was never published in production, so the operator's terms replace it.
  const current = register[id]?.[0];
  const replacesExample = current?.example === true;
  const entry = replacesExample ? undefined : current;
  const sha256 = textHash(text);
  const words = englishWordsHash(programme);
  // Its Spanish translation, registered with it and protected the same way.
  const translationFile = `${dir}/es/${id}.yaml`;
  const translationText = await readIfAny(translationFile);
  const translation = translationText === undefined ? undefined : textHash(translationText);
  // A translation is registered, or recorded as corrected, only as a translation of these terms.
  const requireTie = () => {
    if (translationText === undefined) return;
    const tie = parseTermsTranslation(translationFile, translationText);
    if (tie.parsed?.translation.translates !== words)
      throw new LegalCommandError(
        `Registered nothing: ${translationFile} does not translate the terms as they stand (its "translates" is not ${words}). Translate what changed in ${file}, set translates to ${words}, then run this command again.`,
      );
  };
  if (current?.sha256 === sha256 && current.translations?.es?.sha256 === translation)
    return `${file} is registered and unchanged; nothing to do.`;
  let message: string;
  if (!entry) {
    requireTie();
    register[id] = [
      {
        date: programme.entryPeriod.start.slice(0, 10),
        sha256,
        published: today,
        ...(programme.example && { example: true as const }),
        ...(translation && { translations: { es: { sha256: translation } } }),
      },
    ];
    message = programme.example
      ? `Registered ${file}, the project's example${translation ? `, and its translation ${translationFile}` : ''}: registering the operator's terms later replaces it.`
      : `Registered ${file}${translation ? ` and its translation ${translationFile}` : ''}${replacesExample ? `, replacing the project's example` : ''}: from now on its terms can change only through a recorded correction (${promotionCommands.correct(id)}).`;
  } else if (entry.sha256 === sha256 && translation && !entry.translations?.es) {
    requireTie();
    entry.translations = { es: { sha256: translation } };
    message = `Registered ${translationFile}, the translation of ${file}.`;
  } else if (!correction?.trim()) {
    throw new LegalCommandError(
      `${file} is published and its terms or their translation have changed. If counsel approved the change, record it: ${promotionCommands.correct(id)}`,
    );
  } else {
    const note = { on: today, note: correction.trim() };
    if (entry.sha256 !== sha256) {
      entry.corrections = [...(entry.corrections ?? []), { ...note, previousSha256: entry.sha256 }];
      entry.sha256 = sha256;
    }
    const es = entry.translations?.es;
    if (translation && es && es.sha256 !== translation) {
      requireTie();
      es.corrections = [...(es.corrections ?? []), { ...note, previousSha256: es.sha256 }];
      es.sha256 = translation;
    }
    message = `Recorded a correction to ${file}: ${correction.trim()}`;
  }
  await writeFile(join(root, registerFile), serializeRegister(register));
  return `${message} Commit the register with the file.`;
}
