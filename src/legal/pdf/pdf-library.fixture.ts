/**
 * A legal folder with everything a PDF lays out: a defined term, sections with summaries, a
 * subsection, a lettered and a bulleted list, a table, values, links and references to its own
 * annex and to another document; an earlier archived version, the Official Rules it cites, and a
 * Spanish translation. Its PDFs are what the PDF tests read, never the shipped texts'.
 */
import {
  librarySources,
  registerOf,
  translationSource,
  versionSource,
  type Sources,
} from '../library/legal-sources.fixture';
import { textHash } from '../register-file';
import type { Day } from '../../lib/dates';

export const TERMS_DAY = '2025-03-12';

const terms = versionSource({
  date: TERMS_DAY,
  body: `These terms (the "<Define>Terms</Define>") govern the Services.

## 1. Agreement to these Terms {#agreement}

<InShort>By using the Services you accept these <Term>Terms</Term>.</InShort>

You may enter <Rule name="entriesPerDay" /> time a day. Who may enter is in <Ref to="/official-rules#eligibility" />; how we send records is in <Ref to="annex-a" />.

### 1.1 Changes {#changes}

We tell you of a change before it applies, as the [Privacy Policy](/privacy) explains.

## 2. Prizes {#prizes}

<InShort>Prizes are listed below.</InShort>

<Lettered>

1. Daily prizes
2. **Grand** prizes

</Lettered>

- Write to <Setting name="supportEmail" />.
- Or see <Ref to="agreement" through="prizes" />.

| Prize | Minimum age |
| --- | --- |
| Cash | <Rule name="minimumAge" /> |

## Annex A: Electronic records {#annex-a}

<InShort>We send records by e-mail.</InShort>

We send records by e-mail.
`,
});

const spanish = translationSource({
  translates: textHash(terms),
  changes: ['Primera versión publicada.'],
  body: `Estas condiciones (las "<Define anchor="term-terms">Condiciones</Define>") rigen los Servicios.

## 1. Aceptación de estas Condiciones {#agreement}

<InShort>Al usar los Servicios acepta estas <Term>Condiciones</Term>.</InShort>

Puede participar <Rule name="entriesPerDay" /> vez al día. Quién puede participar se indica en la <Ref to="/official-rules#eligibility" />; cómo enviamos los registros, en el <Ref to="annex-a" />.

### 1.1 Cambios {#changes}

Le informamos de un cambio antes de que se aplique, como explica la [Política de Privacidad](/es/privacy).

## 2. Premios {#prizes}

<InShort>Los premios se indican a continuación.</InShort>

<Lettered>

1. Premios diarios
2. **Grandes** premios

</Lettered>

- Escriba a <Setting name="supportEmail" />.
- O consulte las <Ref to="agreement" through="prizes" />.

| Premio | Edad mínima |
| --- | --- |
| Efectivo | <Rule name="minimumAge" /> |

## Anexo A: Registros electrónicos {#annex-a}

<InShort>Enviamos los registros por correo electrónico.</InShort>

Enviamos los registros por correo electrónico.
`,
});

export const pdfSources: Sources = {
  'content/legal/terms.mdx': terms,
  'content/legal/archive/terms/2024-06-01.mdx': versionSource({
    date: '2024-06-01',
    body: '## 1. Agreement {#agreement}\n\n<InShort>You accept these terms.</InShort>\n\nYou accept these terms by using the Services.\n',
  }),
  [`content/legal/es/terms/${TERMS_DAY}.mdx`]: spanish,
  'content/legal/official-rules.mdx': versionSource({
    title: 'Official Rules',
    date: '2025-01-01',
    body: ['sponsor', 'entry', 'eligibility']
      .map(
        (id, index) =>
          `## ${index + 1}. ${id[0]!.toUpperCase()}${id.slice(1)} {#${id}}\n\n<InShort>About ${id}.</InShort>\n\nThe ${id} rules.\n`,
      )
      .join('\n'),
  }),
};

/** The fixture's library on `buildDay`, every text registered. */
export const pdfLibrary = (buildDay: Day = '2026-11-23') =>
  librarySources(
    { ...pdfSources, 'content/legal/register.json': registerOf(pdfSources) },
    buildDay,
  );
