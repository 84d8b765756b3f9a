/** Reads the promotions folder: every programme file and the register of published programmes. */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { REGISTER_FILE } from '../legal/register-file.ts';
import { PROMOTIONS_DIR } from '../config/legal-dir.ts';

export interface SourceFile {
  /** Relative to the project: `content/promotions/daily-cash-2027.yaml`. */
  file: string;
  /** `undefined` when there is no such file (a register before anything is published). */
  text: string | undefined;
}

export async function readProgrammeFiles(
  root: URL,
  dir = PROMOTIONS_DIR,
): Promise<{ file: string; text: string }[]> {
  const folder = new URL(`${dir}/`, root);
  const names = existsSync(folder)
    ? (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort()
    : [];
  return Promise.all(
    names.map(async (name) => ({
      file: `${dir}/${name}`,
      text: await readFile(new URL(name, folder), 'utf8'),
    })),
  );
}

export async function readPromotionsRegister(root: URL, dir = PROMOTIONS_DIR): Promise<SourceFile> {
  const file = `${dir}/${REGISTER_FILE}`;
  const url = new URL(file, root);
  return { file, text: existsSync(url) ? await readFile(url, 'utf8') : undefined };
}
