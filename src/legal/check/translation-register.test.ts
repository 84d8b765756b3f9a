/** The register protects a published translation as it protects an English version. */
import { describe, expect, it } from 'vitest';
import { textHash, type Register } from '../register-file';
import { check, edit, FILE, register, valid } from './translation.fixture';

const withTranslation = (text: string): Register => ({
  terms: register['terms']!.map((entry) =>
    entry.date === '2025-03-12'
      ? { ...entry, translations: { es: { sha256: textHash(text) } } }
      : entry,
  ),
});

describe('the register of translations', () => {
  it('accepts a registered translation as it was registered', async () => {
    expect(await check(valid, { entries: withTranslation(valid) })).toBe('');
  });

  it('refuses a registered translation whose text has changed, with the command that records a correction', async () => {
    const changed = edit('Puede cerrar su cuenta.', 'Usted puede cerrar su cuenta.');
    expect(await check(changed, { entries: withTranslation(valid) })).toBe(
      `${FILE}:1: the text of the Spanish translation of the version of March 12, 2025 has changed since it was published — a published translation never changes silently: undo the edit (git checkout -- ${FILE}), or record a deliberate correction with npm run legal:correct -- es/terms 2025-03-12 "what was corrected"`,
    );
  });

  it('refuses a correction of the English text without a note in Spanish once it is translated', async () => {
    const untold: Register = {
      terms: withTranslation(valid)['terms']!.map((entry) => ({
        ...entry,
        corrections: entry.corrections?.map(({ notes: _notes, ...correction }) => correction),
      })),
    };
    expect(await check(valid, { entries: untold })).toBe(
      'content/legal/register.json:2: the correction of April 2, 2025 to the version of March 12, 2025 has no Spanish note, so the Spanish history page and feed would say in English what was corrected — translate its note: add "notes": { "es": "…" } beside its "note" (a note is no part of any text, so this is the one hand edit the register takes); npm run legal:correct -- terms 2025-03-12 "what was corrected" --es "…" records a new correction with both',
    );
  });

  it('refuses a registered translation whose file is gone', async () => {
    expect(
      await check(valid, {
        entries: withTranslation(valid),
        file: 'content/legal/es/terms/2024-06-01.mdx',
      }),
    ).toContain(
      `content/legal/register.json:2: the Spanish translation of the version of March 12, 2025 is published, but its file ${FILE} is gone — restore it from version control (git checkout -- ${FILE})`,
    );
  });

  it('refuses an unregistered translation in a production build', async () => {
    expect(await check(valid, { production: true })).toBe(
      `${FILE}:1: this translation is not registered, so nothing would stop its published text from changing — when its text is final, run npm run legal:register -- terms`,
    );
    expect(await check(valid, { production: true, entries: withTranslation(valid) })).toBe('');
  });
});
