/**
 * The protection of published legal versions, end to end on the editors' fixture folder written
 * into a git repository of its own: what the build says after each editing mistake, and what the
 * archive, register and correct commands do about it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLegalFolder } from '../../src/legal/library/legal-folder';
import { publishedFolder, writeSources } from '../../src/legal/check/content-mistakes.fixture';
import { parseSiteSettings } from '../../src/config/settings';
import { formatProblem } from '../../src/legal/problems';
import type { Register } from '../../src/legal/register-file';
import { archiveLegalDocument } from './archive';
import { correctLegalVersion } from './correct';
import type { LegalFolder } from './legal-folder';
import { registerLegalDocument } from './register';

let folder: LegalFolder;
const TERMS = 'content/legal/terms.mdx';
/** The Terms' latest version (the main file), in force on `today`, and where archiving puts it. */
const IN_FORCE = { day: '2026-11-26', long: 'November 26, 2026' };
const ARCHIVED = `content/legal/archive/terms/${IN_FORCE.day}.mdx`;
const today = '2027-06-01';

const git = (...args: string[]) =>
  execFileSync(
    'git',
    ['-C', folder.root, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args],
    { stdio: 'pipe' },
  );
const read = (file: string) => readFile(join(folder.root, file), 'utf8');
const write = (file: string, text: string) => writeFile(join(folder.root, file), text);
async function edit(file: string, find: string, replacement: string) {
  const text = await read(file);
  if (!text.includes(find)) throw new Error(`no "${find}" in ${file}`);
  await write(file, text.replace(find, replacement));
}
/** Records the correction of one word of the Terms in force, as `legal:correct` does. */
const correctTheWord = () =>
  correctLegalVersion(folder, 'terms', IN_FORCE.day, 'Corrects a word in 1.3.', today, {
    es: 'Corrige una palabra de la 1.3.',
  });

/**
 * What the guide asks after an English correction: the Spanish text says what the corrected
 * English says, names its new hash, and its own change is recorded as a correction.
 */
async function followInSpanish(englishSha256: string) {
  const spanish = `content/legal/es/terms/${IN_FORCE.day}.mdx`;
  await edit(spanish, 'Podemos actualizar estas', 'Podemos modificar estas');
  const text = await read(spanish);
  await write(spanish, text.replace(/^translates: .*$/m, `translates: ${englishSha256}`));
  await correctLegalVersion(folder, 'es/terms', IN_FORCE.day, 'Sigue la corrección de 1.3.', today);
}

/** Starts the next version of the Terms in the main file, as the guide says to after archiving. */
const startNextVersion = async () => {
  await edit(TERMS, `date: ${IN_FORCE.day}\nnotice: none`, 'date: 2027-07-01\nnotice: none');
  const text = await read(TERMS);
  await write(
    TERMS,
    text.replace(/^changes:\n( {2}- .*\n)+/m, 'changes:\n  - Explains how to close an account.\n'),
  );
};

/** What stops a build of the folder on `on`, one line per problem; `''` when it goes on. */
async function build(production = false, on = today): Promise<string> {
  const opened = await openLegalFolder({
    root: pathToFileURL(`${folder.root}/`),
    legalDir: folder.legalDir,
    promotionsDir: 'content/promotions',
    buildDay: on,
    production,
    settings: parseSiteSettings({}),
    env: {},
  });
  return opened.problems.map(formatProblem).join('\n');
}

beforeEach(async () => {
  folder = { root: await mkdtemp(join(tmpdir(), 'legal-history-')), legalDir: 'content/legal' };
  await writeSources(folder.root, publishedFolder());
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'Published documents');
});

afterEach(async () => {
  await rm(folder.root, { recursive: true, force: true });
});

describe('editing the version in force', () => {
  it('is refused without archiving first', async () => {
    await edit(TERMS, 'We may update these', 'We may change these');
    expect(await build()).toContain(
      `${TERMS}:5: the text of the version of ${IN_FORCE.long} has changed since it was published — to publish the change as a new version, run npm run legal:archive -- terms`,
    );
  });

  it('is accepted after archiving, and the archive keeps the published text', async () => {
    const published = await read(TERMS);
    expect(await archiveLegalDocument(folder, 'terms', today)).toEqual([
      { file: ARCHIVED, day: IN_FORCE.day, from: 'main file' },
    ]);
    await startNextVersion();
    await edit(TERMS, 'We may update these', 'We may change these');
    expect(await build()).toBe('');
    expect(await read(ARCHIVED)).toBe(published);
    expect(await archiveLegalDocument(folder, 'terms', today)).toEqual([]);
  });

  it('is accepted in place as a recorded correction, and its translation must follow', async () => {
    await edit(TERMS, 'We may update these', 'We may amend these');
    const correction = await correctTheWord();
    // The Spanish text still translates the text before the correction: the build says so.
    expect(await build()).toMatch(
      /^content\/legal\/es\/terms\/2026-11-26\.mdx:4: "translates" is the hash of the English text of November 26, 2026 before its correction of June 1, 2027/,
    );
    await followInSpanish(correction.sha256);
    expect(await build()).toBe('');
    const register = JSON.parse(await read('content/legal/register.json')) as Register;
    const entry = register['terms']!.find((registered) => registered.date === IN_FORCE.day)!;
    expect(entry.sha256).toBe(correction.sha256);
    expect(entry.corrections!.at(-1)).toEqual({
      on: '2027-06-01',
      note: 'Corrects a word in 1.3.',
      notes: { es: 'Corrige una palabra de la 1.3.' },
      previousSha256: correction.previousSha256,
    });
  });
});

describe('when the editor forgot to archive', () => {
  it('archiving afterwards recovers the published text from git and keeps the edits', async () => {
    const published = await read(TERMS);
    await edit(TERMS, 'We may update these', 'We may change these');
    const [action] = await archiveLegalDocument(folder, 'terms', today);
    expect(action).toMatchObject({ file: ARCHIVED, day: IN_FORCE.day, from: 'history' });
    expect(await read(ARCHIVED)).toBe(published);
    expect(await read(TERMS)).toContain('We may change these <Term>Terms</Term>');
    expect(await build()).toContain('this date is already taken by the archived copy');
    await startNextVersion();
    expect(await build()).toBe('');
  });

  it('a new date without archiving is refused, and archiving restores the lost version', async () => {
    await startNextVersion();
    expect(await build()).toBe(
      `${TERMS}:5: the version of ${IN_FORCE.long} is published, but no file holds it any more — run npm run legal:archive -- terms: it restores that version into the archive, and your edits to this file stay`,
    );
    await archiveLegalDocument(folder, 'terms', today);
    expect(await build()).toBe('');
  });
});

describe('the commands refuse what would lose or hide a change', () => {
  it('archiving over an edited archive copy', async () => {
    await archiveLegalDocument(folder, 'terms', today);
    await edit(ARCHIVED, 'We may update', 'We may change');
    await expect(archiveLegalDocument(folder, 'terms', today)).rejects.toThrow(
      `${ARCHIVED} has changed since it was published. Undo the edit (git checkout -- ${ARCHIVED})`,
    );
  });

  it('a correction with nothing changed, without a note, or of a version never registered', async () => {
    await expect(correctLegalVersion(folder, 'terms', IN_FORCE.day, 'Nothing.')).rejects.toThrow(
      'is unchanged since it was registered',
    );
    await edit(TERMS, 'We may update', 'We may change');
    await expect(correctLegalVersion(folder, 'terms', IN_FORCE.day, ' ')).rejects.toThrow(
      'Say what was corrected',
    );
    // Its Spanish history page says what was corrected in Spanish, so the note comes in both.
    await expect(correctLegalVersion(folder, 'terms', IN_FORCE.day, 'Typo.')).rejects.toThrow(
      `Say what was corrected in Spanish too, for the history page in that language. For example: npm run legal:correct -- terms ${IN_FORCE.day} "what was corrected" --es "…"`,
    );
    await expect(correctLegalVersion(folder, 'terms', '2024-01-01', 'Typo.')).rejects.toThrow(
      `Registered versions of terms: 2025-03-12, ${IN_FORCE.day}.`,
    );
  });

  it('an unknown document', async () => {
    await expect(archiveLegalDocument(folder, 'term', today)).rejects.toThrow(
      'There is no document "term". Name the document, one of: privacy, terms, official-rules.',
    );
  });
});

describe('a text is never recorded with a mistake in it', () => {
  const REGISTER = 'content/legal/register.json';
  const breakRef = () =>
    edit(TERMS, '<Ref to="termination" /> says', '<Ref to="terminaton" /> says');
  const fixRef = () => edit(TERMS, '<Ref to="terminaton" /> says', '<Ref to="termination" /> says');

  it('the build lists the mistake before the change to the published text', async () => {
    await edit(TERMS, 'We may update these', 'We may amend these');
    await breakRef();
    const [first, second, ...rest] = (await build()).split('\n');
    expect(first).toContain(`${TERMS}:12: to="terminaton" names no section of this file`);
    expect(second).toContain(`${TERMS}:5: the text of the version of ${IN_FORCE.long} has changed`);
    expect(rest).toEqual([]);
  });

  it('a correction is refused, listing the mistake, and writes nothing until it is fixed', async () => {
    await edit(TERMS, 'We may update these', 'We may amend these');
    await breakRef();
    const register = await read(REGISTER);
    await expect(correctTheWord()).rejects.toThrowErrorMatchingInlineSnapshot(`
      [Error: Recorded nothing: terms has a problem to fix first (content/legal/README.md explains each message):
      content/legal/terms.mdx:12: to="terminaton" names no section of this file — use one of its ids: agreement, acceptance, accounts, one-account, third-party-providers, prohibited-conduct, sweepstakes, publicity, termination, dispute-resolution, governing-law, informal-resolution, agreement-to-arbitrate, external-sites, changes, annex-a, annex-a-consent, annex-a-paper-copies
      Fix the text, then run this command again.]
    `);
    expect(await read(REGISTER)).toBe(register);
    await fixRef();
    const correction = await correctTheWord();
    await followInSpanish(correction.sha256);
    expect(await build()).toBe('');
  });

  it('a registration is refused, listing the mistakes, and writes nothing until they are fixed', async () => {
    await archiveLegalDocument(folder, 'terms', today);
    await startNextVersion();
    await breakRef();
    await edit(TERMS, '{#termination}', '');
    const register = await read(REGISTER);
    await expect(registerLegalDocument(folder, 'terms')).rejects
      .toThrowErrorMatchingInlineSnapshot(`
      [Error: Registered nothing: terms has a problem to fix first (content/legal/README.md explains each message):
      content/legal/terms.mdx:62: this section has no id — end the heading with the id it was published with: "## 7. Termination {#termination}" (links and bookmarks to the published text use it)
      Fix the text, then run this command again.]
    `);
    expect(await read(REGISTER)).toBe(register);
  });
});

describe('a new version', () => {
  it('can be published by a production build only once registered', async () => {
    await archiveLegalDocument(folder, 'terms', today);
    await startNextVersion();
    expect(await build(true)).toContain(`${TERMS}:5: this version is not registered`);
    expect((await registerLegalDocument(folder, 'terms')).registered).toEqual([TERMS]);
    expect(await build(true)).toBe('');
    await edit(TERMS, 'We may update', 'We may change');
    expect(await build()).toContain(
      'the text of the version of July 1, 2027 has changed since it was published',
    );
  });
});

describe('replacing announced versions', () => {
  const REGISTER = 'content/legal/register.json';
  const announcedOn = '2027-01-15';
  const replacedOn = '2027-02-01';

  it('legal:register records the publication day and withdraws the announced version the new one predates', async () => {
    // The next Terms, of 2027-07-01, announced on 2027-01-15.
    await archiveLegalDocument(folder, 'terms', announcedOn);
    await startNextVersion();
    await registerLegalDocument(folder, 'terms', announcedOn);
    // Then, before it takes effect, a version of 2027-02-01 replaces it.
    await archiveLegalDocument(folder, 'terms', replacedOn);
    await edit(TERMS, 'date: 2027-07-01', 'date: 2027-02-01');
    await edit(TERMS, 'Explains how to close an account.', 'Explains how to reopen an account.');
    const withdrawal = { on: '2027-02-01', replacedBy: '2027-02-01' };
    expect(await registerLegalDocument(folder, 'terms', replacedOn)).toEqual({
      registered: [TERMS],
      withdrawn: [
        {
          file: 'content/legal/archive/terms/2027-07-01.mdx',
          day: '2027-07-01',
          replacedBy: '2027-02-01',
        },
      ],
    });
    const entries = (JSON.parse(await read(REGISTER)) as Register)['terms']!;
    expect(
      Object.fromEntries(
        entries.map(({ date, published, withdrawn }) => [date, { published, withdrawn }]),
      ),
    ).toMatchObject({
      // Registered before the register recorded publication days, as the fixture's versions are.
      [IN_FORCE.day]: { published: undefined, withdrawn: undefined },
      '2027-07-01': { published: '2027-01-15', withdrawn: withdrawal },
      '2027-02-01': { published: '2027-02-01', withdrawn: undefined },
    });
    expect(await build(true, replacedOn)).toBe('');
    // Registering again records nothing more, and a later day withdraws nothing again.
    const register = await read(REGISTER);
    expect(await registerLegalDocument(folder, 'terms', '2027-02-10')).toEqual({
      registered: [],
      withdrawn: [],
    });
    expect(await read(REGISTER)).toBe(register);
  });
});
