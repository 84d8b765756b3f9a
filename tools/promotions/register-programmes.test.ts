/** The promotions register command: registers once, refuses a silent change, records a correction. */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Register, RegisterEntry } from '../../src/legal/register-file';
import { checkPromotions } from '../../src/promotions/programme-check';
import { registerProgramme } from './register-programmes';

const DIR = 'content/promotions';
const FILE = `${DIR}/daily-cash-2027.yaml`;
const SPANISH = `${DIR}/es/daily-cash-2027.yaml`;

/** A project holding the fixture programme and its Spanish translation, unregistered. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'promotions-'));
  for (const file of [FILE, SPANISH])
    cpSync(
      new URL(
        `../../src/legal/check/fixtures/promotions/${file.slice(DIR.length + 1)}`,
        import.meta.url,
      ),
      join(root, file),
    );
  return root;
}
const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
/** The first (latest) entry the promotions register holds for a programme. */
const registered = (root: string, id: string): RegisterEntry =>
  (JSON.parse(read(root, `${DIR}/register.json`)) as Register)[id]![0]!;
const problems = (root: string) =>
  checkPromotions({
    files: [{ file: FILE, text: read(root, FILE) }],
    translations: [{ file: SPANISH, text: read(root, SPANISH) }],
    officialRulesDays: [/^officialRules: (\S+)$/m.exec(read(root, FILE))![1]!],
    withdrawnOfficialRules: new Map(),
    register: { file: `${DIR}/register.json`, text: read(root, `${DIR}/register.json`) },
    timeZone: 'America/New_York',
    production: true,
  }).problems;

it('registers a programme, after which a production build accepts it', async () => {
  const root = project();
  expect(await registerProgramme({ root }, 'daily-cash-2027', undefined)).toMatch(
    /^Registered content\/promotions\/daily-cash-2027.yaml/,
  );
  expect(problems(root)).toEqual([]);
  expect(await registerProgramme({ root }, 'daily-cash-2027', undefined)).toMatch(
    /unchanged; nothing to do/,
  );
});

it('refuses to register changed terms without a correction note, and records one with it', async () => {
  const root = project();
  await registerProgramme({ root }, 'daily-cash-2027', undefined);
  writeFileSync(join(root, FILE), read(root, FILE).replace('arv: 25', 'arv: 20'));
  expect(problems(root)).toHaveLength(1);
  await expect(registerProgramme({ root }, 'daily-cash-2027', undefined)).rejects.toThrow(
    'npm run promotions:register -- daily-cash-2027 --correct "what was corrected"',
  );
  expect(
    await registerProgramme({ root }, 'daily-cash-2027', 'Prize value corrected', '2026-11-24'),
  ).toMatch(/^Recorded a correction/);
  const entry = () => registered(root, 'daily-cash-2027');
  // Vitest's matcher, typed as the opaque expected value it is (Vitest declares it `any`).
  const aSha256: unknown = expect.stringMatching(/^[0-9a-f]{64}$/);
  expect(entry().corrections).toEqual([
    { on: '2026-11-24', note: 'Prize value corrected', previousSha256: aSha256 },
  ]);
  // The Spanish translation now translates the terms before the correction, until it is brought up to date.
  expect(problems(root).map(({ file, problem }) => `${file}: ${problem}`)).toEqual([
    `${SPANISH}: "translates" is the hash of the English terms before their correction of November 24, 2026 ("Prize value corrected"): they were corrected after this translation was made`,
  ]);
  writeFileSync(
    join(root, SPANISH),
    read(root, SPANISH).replace(/^translates: .*$/m, `translates: ${entry().sha256}`),
  );
  await registerProgramme({ root }, 'daily-cash-2027', 'Valor del premio corregido');
  expect(entry().translations?.es?.corrections).toHaveLength(1);
  expect(problems(root)).toEqual([]);
});

it('names the programmes when the one asked for does not exist', async () => {
  await expect(registerProgramme({ root: project() }, 'daily-cash', undefined)).rejects.toThrow(
    'There is no content/promotions/daily-cash.yaml. Name the programme, one of: daily-cash-2027.',
  );
});

it('registers no translation that translates other terms, and writes nothing', async () => {
  const root = project();
  writeFileSync(
    join(root, SPANISH),
    read(root, SPANISH).replace(/^translates: .*$/m, `translates: ${'0'.repeat(64)}`),
  );
  await expect(registerProgramme({ root }, 'daily-cash-2027', undefined)).rejects.toThrow(
    /^Registered nothing: content\/promotions\/es\/daily-cash-2027.yaml does not translate the terms as they stand/,
  );
  expect(existsSync(join(root, `${DIR}/register.json`))).toBe(false);
});
