/**
 * The legal commands on a translation: legal:register records its hash under its English
 * version, and legal:correct -- es/<document> records a correction of it, as for English texts.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { archived, current, register, valid } from '../../src/legal/check/translation.fixture';
import { serializeRegister, textHash, type Register } from '../../src/legal/register-file';
import { registerLegalDocument } from './register';
import { correctLegalVersion } from './correct';
import type { LegalFolder } from './legal-folder';

const SPANISH = 'content/legal/es/terms/2025-03-12.mdx';
let folder: LegalFolder;

const write = async (file: string, text: string) => {
  await mkdir(dirname(join(folder.root, file)), { recursive: true });
  await writeFile(join(folder.root, file), text);
};
const readRegister = async (): Promise<Register> =>
  JSON.parse(await readFile(join(folder.root, 'content/legal/register.json'), 'utf8')) as Register;
const day = '2025-06-01';

beforeAll(async () => {
  folder = {
    root: await mkdtemp(join(tmpdir(), 'legal-translations-')),
    legalDir: 'content/legal',
  };
  await write('content/legal/terms.mdx', current);
  await write('content/legal/archive/terms/2024-06-01.mdx', archived);
  await write('content/legal/register.json', serializeRegister(register));
  await write(SPANISH, valid);
  vi.stubEnv('BUILD_DAY', '2025-06-01');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(folder.root, { recursive: true, force: true });
});

it('legal:register records a translation under the English version it translates', async () => {
  expect((await registerLegalDocument(folder, 'terms')).registered).toEqual([SPANISH]);
  const entry = (await readRegister())['terms']!.find((version) => version.date === '2025-03-12');
  expect(entry?.translations).toEqual({ es: { sha256: textHash(valid) } });
  expect((await registerLegalDocument(folder, 'terms')).registered).toEqual([]);
});

it('legal:correct -- es/terms records a correction of the translation, and refuses an unregistered one', async () => {
  const corrected = valid.replace('Puede cerrar su cuenta.', 'Usted puede cerrar su cuenta.');
  await write(SPANISH, corrected);
  expect(
    await correctLegalVersion(folder, 'es/terms', '2025-03-12', 'Corrige el tratamiento.', day),
  ).toEqual({ file: SPANISH, previousSha256: textHash(valid), sha256: textHash(corrected) });
  const entry = (await readRegister())['terms']!.find((version) => version.date === '2025-03-12');
  expect(entry?.translations?.es).toEqual({
    sha256: textHash(corrected),
    corrections: [
      { on: '2025-06-01', note: 'Corrige el tratamiento.', previousSha256: textHash(valid) },
    ],
  });
  expect(entry?.sha256).toBe(textHash(current));
  await expect(correctLegalVersion(folder, 'es/terms', '2024-06-01', 'Nada.', day)).rejects.toThrow(
    'The Spanish translation of 2024-06-01 is not registered, so there is no published text to correct: register it when it is final with npm run legal:register -- terms.',
  );
});
