/**
 * A small legal folder with a Spanish translation the build accepts, for the tests of each way a
 * translation can go wrong: English Terms in force (corrected once after publication) and an
 * archived version, registered, and the translation of the version in force. Opened in memory as
 * the build opens a folder (`legal-sources.fixture.ts`).
 */
import { problemLines, type Sources } from '../library/legal-sources.fixture';
import { serializeRegister, textHash, type Register } from '../register-file';

const english = (date: string, changes: string[], wording: string) => `---
title: Terms of Service
description: The terms that apply to the service, for the tests of the translation check.
dateLabel: Effective
date: ${date}
changes:
${changes.map((change) => `  - ${change}`).join('\n')}
---

## 1. Accounts {#accounts}

<InShort>Who may open an account.</InShort>

The <Define>Sponsor</Define> is the company. ${wording} Fees are in <Ref to="fees" />.

### 1.1 Closing {#closing}

You may close your account.

## 2. Fees {#fees}

<InShort>Taking part is free.</InShort>

The <Term>Sponsor</Term> charges no fees.

## 3. Contact {#contact}

<InShort>Write to us.</InShort>

Write to us. See <Ref to="accounts" />.
`;

export const current = english(
  '2025-03-12',
  ['Fees are explained.', 'Contact by e-mail.'],
  'You must be 18.',
);
export const beforeCorrection = english(
  '2025-03-12',
  ['Fees are explained.', 'Contact by e-mail.'],
  'You must be 18 year old.',
);
export const archived = english('2024-06-01', ['First published version.'], 'You must be 18.');

export const spanish = (translates: string) => `---
title: Condiciones del Servicio
description: Las condiciones que se aplican al servicio, para las pruebas de la traducción.
translates: ${translates}
changes:
  - Se explican las tarifas.
  - Contacto por correo electrónico.
---

## 1. Cuentas {#accounts}

<InShort>Quién puede abrir una cuenta.</InShort>

El <Define anchor="term-sponsor">Patrocinador</Define> es la empresa. Debe tener 18 años. Las tarifas están en la <Ref to="fees" />.

### 1.1 Cierre {#closing}

Puede cerrar su cuenta.

## 2. Tarifas {#fees}

<InShort>Participar es gratis.</InShort>

El <Term>Patrocinador</Term> no cobra tarifas.

## 3. Contacto {#contact}

<InShort>Escríbanos.</InShort>

Escríbanos. Consulte la <Ref to="accounts" />.
`;

export const FILE = 'content/legal/es/terms/2025-03-12.mdx';

export const register: Register = {
  terms: [
    { date: '2024-06-01', sha256: textHash(archived) },
    {
      date: '2025-03-12',
      sha256: textHash(current),
      corrections: [
        {
          on: '2025-04-02',
          note: 'Fixed a typo.',
          notes: { es: 'Se corrige una errata.' },
          previousSha256: textHash(beforeCorrection),
        },
      ],
    },
  ],
};

/**
 * What stops the build of the folder with `translation` at `file` (named after the day of the
 * English version it translates), one line per problem; `''` when it goes on.
 */
export async function check(
  translation: string,
  { file = FILE, entries = register, production = false, english = current } = {},
): Promise<string> {
  const sources: Sources = {
    'content/legal/terms.mdx': english,
    'content/legal/archive/terms/2024-06-01.mdx': archived,
    [file]: translation,
    'content/legal/register.json': serializeRegister(entries),
  };
  return (await problemLines(sources, { buildDay: '2025-06-01', production })).join('\n');
}

export const valid = spanish(textHash(current));

export function edit(find: string | RegExp, replacement: string, text = valid): string {
  const changed = text.replace(find, replacement);
  if (changed === text) throw new Error(`the test's edit found no ${String(find)}`);
  return changed;
}
