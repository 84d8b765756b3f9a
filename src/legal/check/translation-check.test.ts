/**
 * What a translator sees for each mistake the guide's "Translations" lists: the exact lines that
 * stop the build for a Spanish translation that differs from its English source, made one mistake
 * at a time from a translation the build accepts (translation.fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { textHash } from '../register-file';
import {
  archived,
  beforeCorrection,
  check,
  current,
  edit,
  FILE,
  spanish,
  valid,
} from './translation.fixture';

describe('the content check of a translation', () => {
  it('accepts a translation with its source hash and structure', async () => {
    expect(await check(valid)).toBe('');
  });

  it('refuses a hash that matches no registered English text', async () => {
    expect(await check(spanish('f'.repeat(64)))).toBe(
      `${FILE}:4: "translates" matches no registered English text — copy the sha256 of the terms version of 2025-03-12 from content/legal/register.json: ${textHash(current)}`,
    );
  });

  it('refuses the hash of the English text before a recorded correction, naming the correction', async () => {
    expect(await check(spanish(textHash(beforeCorrection)))).toBe(
      `${FILE}:4: "translates" is the hash of the English text of March 12, 2025 before its correction of April 2, 2025 ("Fixed a typo."): the English text was corrected after this translation was made — bring the translation up to date with the correction (compare the two English texts in git), then set translates to ${textHash(current)}`,
    );
  });

  it("refuses another version's hash, saying which", async () => {
    expect(await check(spanish(textHash(archived)))).toBe(
      `${FILE}:4: "translates" is the hash of the Terms of Service version of June 1, 2024, not of the version of March 12, 2025 this file is named after — if it translates that version, move it to content/legal/es/terms/2024-06-01.mdx; if it translates this one, set translates to ${textHash(current)}`,
    );
  });

  it('refuses a file whose date names no English version', async () => {
    expect(await check(valid, { file: 'content/legal/es/terms/2025-03-13.mdx' })).toBe(
      'content/legal/es/terms/2025-03-13.mdx:1: no version of terms takes effect on 2025-03-13, so this file translates nothing — name the file after the date of the English version it translates: 2024-06-01.mdx, 2025-03-12.mdx',
    );
  });

  it('refuses frontmatter problems at their lines, and a different number of changes', async () => {
    expect(
      await check(
        edit('title: Condiciones del Servicio', 'title: CS').replace(
          '  - Contacto por correo electrónico.\n',
          '',
        ),
      ),
    ).toBe(
      `${FILE}:2: field "title" is too short — write 3–60 characters: the page heading and search-result title`,
    );
    expect(await check(edit('  - Contacto por correo electrónico.\n', ''))).toBe(
      `${FILE}:5: field "changes" has 1 point, but the English version lists 2 — translate each point of the English changes, one for one, in the same order`,
    );
    expect(await check(edit(/^translates: .*\n/m, ''))).toBe(
      `${FILE}:1: field "translates" is missing — add the sha256 of the English version it translates, from the register's entry of that date`,
    );
    expect(await check(edit(/^translates: .*$/m, 'translates: abc'))).toBe(
      `${FILE}:4: field "translates" is not a SHA-256 — copy the 64 characters (0–9, a–f) of the English version it translates, from the register's entry of that date`,
    );
    expect(await check(edit('changes:', 'date: 2025-03-12\nchanges:'))).toBe(
      `${FILE}:5: field "date" is not a known field — remove it, or correct its spelling: the fields are title, description, translates, changes`,
    );
  });

  it('refuses a missing section, at the heading that follows it', async () => {
    expect(await check(edit(/## 2\. Tarifas[\s\S]*?(?=## 3)/, ''))).toBe(
      `${FILE}:20: section "2. Fees" {#fees} of the English text is missing from this translation, before this heading — translate it in its place, with the same number and id: "## 2… {#fees}"`,
    );
  });

  it('refuses an extra section', async () => {
    expect(
      await check(`${valid}\n## 4. Más {#more}\n\n<InShort>Más.</InShort>\n\nMás texto.\n`),
    ).toBe(
      `${FILE}:32: section "4. Más" {#more} is not in the English text — remove it: a translation has exactly the sections of the version it translates`,
    );
  });

  it('refuses a renamed id, naming the English one', async () => {
    expect(await check(edit('{#fees}', '{#tarifas}'))).toBe(
      `${FILE}:20: the id "tarifas" is not one of the English text's; its section 2 there is "2. Fees" {#fees} — use the English id, {#fees}: an address ending in #fees must lead to the same section in both languages`,
    );
  });

  it('refuses a different number or level', async () => {
    expect(await check(edit('### 1.1 Cierre', '### 1.2 Cierre'))).toBe(
      `${FILE}:16: this heading is numbered 1.2, but the English heading {#closing} is numbered 1.1 — number it 1.1, as the English text does`,
    );
    expect(await check(edit('### 1.1 Cierre', '## 1.1 Cierre'))).toContain(
      `${FILE}:16: this heading is "##", but the English heading {#closing} is "###" — write it with "###", as the English text does`,
    );
  });

  it('refuses a missing summary and a second one', async () => {
    expect(await check(edit('<InShort>Participar es gratis.</InShort>\n\n', ''))).toBe(
      `${FILE}:20: section "2. Tarifas" has no "In short" summary — add <InShort>one to three plain sentences</InShort> on its own line right after the heading (see "In short" in content/legal/README.md)`,
    );
    expect(
      await check(
        edit(
          '<InShort>Escríbanos.</InShort>',
          '<InShort>Escríbanos.</InShort>\n\n<InShort>Otra vez.</InShort>',
        ),
      ),
    ).toBe(
      `${FILE}:30: section "3. Contacto" already has an "In short" summary, on line 28 — keep one summary per section: merge the two`,
    );
  });

  it('allows a Spanish summary up to 360 characters as read, and refuses a longer one', async () => {
    const summary = (length: number) => `<InShort>${'a'.repeat(length)}</InShort>`;
    expect(await check(edit('<InShort>Escríbanos.</InShort>', summary(360)))).toBe('');
    expect(await check(edit('<InShort>Escríbanos.</InShort>', summary(361)))).toBe(
      `${FILE}:28: this "In short" summary is 361 characters, over the limit of 360 — shorten it to one to three plain sentences: say what matters most to the reader, and leave the detail to the section`,
    );
  });

  it('refuses a reference to an unknown id, and one the English section does not have', async () => {
    expect(await check(edit('<Ref to="accounts" />', '<Ref to="cuentas" />'))).toBe(
      [
        `${FILE}:26: the English text has <Ref to="accounts" /> in its section {#contact}, which this translation leaves out — translate the sentence it is in, keeping <Ref to="accounts" /> as it is written`,
        `${FILE}:30: to="cuentas" names no section of this file — use one of its ids: accounts, closing, fees, contact`,
      ].join('\n'),
    );
    expect(
      await check(edit('Escríbanos. Consulte', 'Escríbanos, vea la <Ref to="fees" />. Consulte')),
    ).toBe(
      `${FILE}:30: <Ref to="fees" /> is not a reference of the English text's section {#contact} — refer to what the English section {#contact} refers to, as it writes it: <Ref to="accounts" />`,
    );
  });

  it('refuses <Define> anchors that differ from the English terms', async () => {
    expect(await check(edit(' anchor="term-sponsor"', ''))).toBe(
      [
        `${FILE}:10: the English text defines "Sponsor" in section {#accounts}, but this translation has no <Define anchor="term-sponsor"> — mark the translated term where the section defines it: <Define anchor="term-sponsor">…</Define>`,
        `${FILE}:14: <Define> has no anchor, so links to the English term do not lead to it — name the English term's anchor: <Define anchor="term-…">…</Define>, one of term-sponsor`,
      ].join('\n'),
    );
    expect(await check(edit('term-sponsor', 'term-patrocinador'))).toBe(
      [
        `${FILE}:10: the English text defines "Sponsor" in section {#accounts}, but this translation has no <Define anchor="term-sponsor"> — mark the translated term where the section defines it: <Define anchor="term-sponsor">…</Define>`,
        `${FILE}:14: <Define anchor="term-patrocinador"> is not the anchor of a term the English text defines — use the anchor of the English term this word translates: term-sponsor`,
      ].join('\n'),
    );
  });

  it('refuses a <Term> whose word the translation never defines', async () => {
    expect(await check(edit('<Term>Patrocinador</Term>', '<Term>Sponsor</Term>'))).toBe(
      `${FILE}:24: <Term> links to "Sponsor", which this document never defines — mark its definition with <Define>Sponsor</Define>, or use one of the defined terms: Patrocinador`,
    );
  });

  it('refuses a link to an English page', async () => {
    expect(
      await check(edit('Puede cerrar su cuenta.', 'Puede cerrar su [cuenta](/support).')),
    ).toBe(
      `${FILE}:18: the link "/support" points at no page of this site — use one of: /es, /es/support, /es/promotions, /es/privacy, /es/terms, /es/official-rules`,
    );
    expect(
      await check(edit('Puede cerrar su cuenta.', 'Puede cerrar su [cuenta](/es/support).')),
    ).toBe('');
  });

  it('compares a translation with its English text only once that text has no mistakes of its own', async () => {
    const broken = current.replace('<Ref to="accounts" />', '<Ref to="acounts" />');
    expect(await check(valid, { english: broken })).toBe(
      [
        'content/legal/terms.mdx:31: to="acounts" names no section of this file — use one of its ids: accounts, closing, fees, contact',
        `content/legal/terms.mdx:5: the text of the version of March 12, 2025 has changed since it was published — to publish the change as a new version, run npm run legal:archive -- terms (it keeps the published text) and give this file the day the change takes effect; to correct a mistake in place, run npm run legal:correct -- terms 2025-03-12 "what was corrected"`,
      ].join('\n'),
    );
  });
});
