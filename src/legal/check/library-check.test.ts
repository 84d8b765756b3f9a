/**
 * The check of the texts among themselves reports root causes, not their echoes: a published
 * version whose file is gone is reported as that, not as the dates that now look wrong nor as the
 * translation left without its English text; without a readable register, the dates are still
 * checked. Problems come in file order, the published texts that changed after the mistakes.
 */
import { describe, expect, it } from 'vitest';
import {
  problemLines,
  registerOf,
  translationSource,
  versionSource,
  type Sources,
} from '../library/legal-sources.fixture';
import { textHash } from '../register-file';

const TERMS = 'content/legal/terms.mdx';
const REGISTER = 'content/legal/register.json';
const BUILD_DAY = '2026-01-15';

const body = (age: number) =>
  `## 1. Accounts {#accounts}\n\n<InShort>Who may open an account.</InShort>\n\nYou must be ${age}.\n`;
const terms = versionSource({ date: '2025-03-12', body: body(18) });
const spanish = translationSource({
  translates: textHash(terms),
  changes: ['La versión del 2025-03-12.'],
  body: '## 1. Cuentas {#accounts}\n\n<InShort>Quién puede abrir una cuenta.</InShort>\n\nDebe tener 18 años.\n',
});
const SPANISH = 'content/legal/es/terms/2025-03-12.mdx';

/** The Terms of 2025-03-12 and their translation, registered. */
const published: Sources = { [TERMS]: terms, [SPANISH]: spanish };
const registered: Sources = { ...published, [REGISTER]: registerOf(published) };

const check = (sources: Sources) => problemLines(sources, { buildDay: BUILD_DAY });

describe('root cause first', () => {
  it('the published folder passes', async () => {
    expect(await check(registered)).toEqual([]);
  });

  it('a published version overwritten by a later one is lost: not a date in the future, nor a translation of nothing', async () => {
    const overwritten = {
      ...registered,
      [TERMS]: versionSource({ date: '2026-06-01', body: body(21) }),
    };
    expect(await check(overwritten)).toMatchInlineSnapshot(`
      [
        "content/legal/terms.mdx:5: the version of March 12, 2025 is published, but no file holds it any more — run npm run legal:archive -- terms: it restores that version into the archive, and your edits to this file stay",
      ]
    `);
  });

  it('without a readable register, the dates are still checked', async () => {
    const future = { ...published, [TERMS]: terms.replace('date: 2025-03-12', 'date: 2026-06-01') };
    expect(await check({ ...future, [REGISTER]: '[' })).toMatchInlineSnapshot(`
      [
        "content/legal/es/terms/2025-03-12.mdx:1: no version of terms takes effect on 2025-03-12, so this file translates nothing — name the file after the date of the English version it translates: 2026-06-01.mdx",
        "content/legal/register.json:1: the register is not valid JSON — it is written by the legal commands only: undo the hand edit with git checkout -- content/legal/register.json",
        "content/legal/terms.mdx:5: no version is in force yet on 2026-01-15: the earliest takes effect on 2026-06-01 — publish a version dated today or earlier",
      ]
    `);
  });

  it('reports the mistakes in file order, and the published texts that changed after them', async () => {
    const edited = {
      ...registered,
      [TERMS]: terms.replace('You must be 18.', 'You must be 18, as [Accounts](#acounts) says.'),
      [SPANISH]: spanish.replace(
        'Debe tener 18 años.',
        'Debe tener 18 años, como dice [Cuentas](#cuenta).',
      ),
    };
    expect(await check(edited)).toMatchInlineSnapshot(`
      [
        "content/legal/es/terms/2025-03-12.mdx:13: the link "#cuenta" points at no section of this file — use one of its ids: accounts",
        "content/legal/terms.mdx:15: the link "#acounts" points at no section of this file — use one of its ids: accounts",
        "content/legal/es/terms/2025-03-12.mdx:1: the text of the Spanish translation of the version of March 12, 2025 has changed since it was published — a published translation never changes silently: undo the edit (git checkout -- content/legal/es/terms/2025-03-12.mdx), or record a deliberate correction with npm run legal:correct -- es/terms 2025-03-12 "what was corrected"",
        "content/legal/terms.mdx:5: the text of the version of March 12, 2025 has changed since it was published — to publish the change as a new version, run npm run legal:archive -- terms (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run npm run legal:correct -- terms 2025-03-12 "what was corrected"",
      ]
    `);
  });
});
