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
    officialRulesPublished: new Map(),
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
  // A value is a fact the translation reads from English: it stays current, with nothing to register.
  expect(problems(root)).toEqual([]);
  expect(entry().translations?.es?.corrections).toBeUndefined();
  // A change to the words makes it stale until it is translated and recorded with the terms.
  writeFileSync(join(root, FILE), read(root, FILE).replace(/^drawings: /m, 'drawings: Revised. '));
  expect(problems(root).map(({ file, problem }) => `${file}: ${problem.split(':')[0]}`)).toEqual([
    `${FILE}: the terms of this programme have changed since they were registered as published`,
    `${SPANISH}: "translates" is not the hash of the words of the English terms of ${FILE}`,
  ]);
  const words = /set translates to (\w+)/.exec(problems(root)[1]!.fix)![1]!;
  writeFileSync(
    join(root, SPANISH),
    read(root, SPANISH)
      .replace(/^translates: .*$/m, `translates: ${words}`)
      .replace(/^drawings: /m, 'drawings: Revisado. '),
  );
  await registerProgramme({ root }, 'daily-cash-2027', 'Drawings reworded');
  expect(entry().translations?.es?.corrections).toHaveLength(1);
  expect(problems(root)).toEqual([]);
});

it("registers the operator's terms in place of the project's example, as the first registration, the translation still current", async () => {
  const root = project();
  writeFileSync(
    join(root, FILE),
    `example: true\n${read(root, FILE).replace('arv: 25', 'arv: 1')}`,
  );
  expect(await registerProgramme({ root }, 'daily-cash-2027', undefined, '2026-11-20')).toMatch(
    /the project's example, and its translation .*: registering the operator's terms later replaces it\./,
  );
  expect(registered(root, 'daily-cash-2027')).toMatchObject({
    example: true,
    published: '2026-11-20',
  });
  // The operator's step, as docs/deploying.md writes it: the flag gone, the real values written.
  writeFileSync(
    join(root, FILE),
    read(root, FILE)
      .replace(/^example: true\n/, '')
      .replace('arv: 1', 'arv: 25'),
  );
  expect(await registerProgramme({ root }, 'daily-cash-2027', undefined, '2026-11-28')).toMatch(
    /, replacing the project's example: from now on its terms can change only through a recorded correction/,
  );
  const entry = registered(root, 'daily-cash-2027');
  expect(entry.example).toBeUndefined();
  expect(entry.published).toBe('2026-11-28');
  expect(entry.corrections).toBeUndefined();
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
