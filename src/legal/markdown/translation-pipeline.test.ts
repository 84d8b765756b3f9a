/**
 * A translation resolves through the same pipeline as its English version and its page comes out
 * in its own language: references named in Spanish and linking to the Spanish pages, defined terms
 * found by their Spanish words at the English anchors, summaries, rules and tables in Spanish,
 * which the English text's are not.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/catalogue';
import { textIn } from '../legal-text';
import { pageParts } from '../render/page-html';
import { openLegalLibrary } from '../source/library';
import { textHash } from '../register-file';
import { resolvedText } from './resolved-tree';
import { frontmatter } from './resolved-tree.fixture';

let root: string;

const terms = `${frontmatter('Terms of Service')}
We are the "<Define>Sponsor</Define>". Each "<Define>Promotion</Define>" has its rules.

## 1. Accounts {#accounts}

<InShort>One account each, <Rule name="entriesPerDay" /> entry a day.</InShort>

The <Term>Sponsor</Term> runs <Term of="Promotion">Promotions</Term>. See <Ref to="/rules#winners" />.

| Rule | Value |
| --- | --- |
| Venue | <Rule name="arbitrationVenue" /> |

## 2. Prizes {#prizes}

<InShort>Prizes.</InShort>

## 3. Disputes {#disputes}

<InShort>Disputes go to arbitration in <Rule name="arbitrationVenue" />.</InShort>

<Ref to="accounts" through="disputes" /> survive; see <Ref to="annex-a" />.

## Annex A: Consent {#annex-a}

<InShort>Consent.</InShort>
`;

const rules = `${frontmatter('Official Rules')}
## 1. Winners' draw {#winners}

<InShort>Winners are drawn "at random" by <Setting name="legalEntity" />. Write to <Setting name="supportEmail" />.</InShort>

A "<Define>Winner</Define>" is drawn as <Ref to="draw" /> says.

### 1.1 The draw {#draw}

Each <Term>Winner</Term> is told.
`;

const translation = `---
title: Condiciones del Servicio
description: Un documento de prueba para las pruebas de traducción, lo bastante largo.
translates: ${textHash(terms)}
changes:
  - Primera versión publicada.
---
Somos el "<Define anchor="term-sponsor">Patrocinador</Define>". ¿Tiene preguntas? Cada "<Define anchor="term-promotion">Promoción</Define>" tiene sus reglas. Él decide.

## 1. Cuentas {#accounts}

<InShort>Una cuenta por persona, <Rule name="entriesPerDay" /> participación al día.</InShort>

El <Term>Patrocinador</Term> organiza <Term of="Promoción">Promociones</Term>. Consulte la <Ref to="/rules#winners" />.

| Regla | Valor |
| --- | --- |
| Lugar | <Rule name="arbitrationVenue" /> |

## 2. Premios {#prizes}

<InShort>Premios.</InShort>

## 3. Disputas {#disputes}

<InShort>Las disputas se resuelven por arbitraje en <Rule name="arbitrationVenue" />.</InShort>

Las <Ref to="accounts" through="disputes" /> siguen vigentes; consulte el <Ref to="annex-a" />.

## Anexo A: Consentimiento {#annex-a}

<InShort>Consentimiento.</InShort>
`;

const SPANISH = 'legal/es/terms/2025-03-12.mdx';

/** A document of the fixture folder in `language`, resolved. */
async function resolved(document: 'terms' | 'rules', language: Language = 'en') {
  const library = await openLegalLibrary(
    pathToFileURL(`${root}/`),
    'legal',
    new Date('2025-06-01T00:00:00Z'),
  );
  const version = library.versions.find((candidate) => candidate.document === document)!;
  return resolvedText(library, textIn(version, language)!);
}

/** The document's page, its headings as bare elements with their words as `title`. */
async function page(document: 'terms' | 'rules', language?: Language) {
  return pageParts((await resolved(document, language)).tree)
    .map((part) =>
      'html' in part
        ? part.html
        : `<${part.heading.as} id="${part.heading.id}" title="${part.heading.title}">${part.heading.html}</${part.heading.as}>`,
    )
    .join('');
}

/** The sections handed to the page. */
const sections = async (document: 'terms' | 'rules', language?: Language) =>
  (await resolved(document, language)).sections;

/** Each plain link as `text -> href`, in document order. */
const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(
    ([, href, text]) => `${text} -> ${href}`,
  );

/** Each use of a term: the term as defined, its definition, its anchor and its popover's id. */
const termProps = (html: string) =>
  [
    ...html.matchAll(
      /<a href="#([^"]+)" class="term" interestfor="([^"]+)">[^<]*<\/a><span popover="hint" id="[^"]+" class="term-tip" role="tooltip"><strong>([^<]*)<\/strong>: ([^<]*)<\/span>/g,
    ),
  ].map(([, anchor, tip, term, definition]) => ({ term, definition, anchor, tip }));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-translation-'));
  await mkdir(join(root, 'legal/es/terms'), { recursive: true });
  await writeFile(join(root, 'legal/terms.mdx'), terms);
  await writeFile(join(root, 'legal/rules.mdx'), rules);
  await writeFile(join(root, SPANISH), translation);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a Spanish translation’s page', () => {
  it('names its references in Spanish: a section, a range, an annex, and another document’s at its Spanish page', async () => {
    const html = await page('terms', 'es');
    expect(links(html)).toEqual([
      'Sección 1 -> /es/rules#winners',
      '1 -> #accounts',
      '3 -> #disputes',
      'Anexo A -> #annex-a',
    ]);
    expect(html).toContain('Secciones <a href="#accounts">1</a> a <a href="#disputes">3</a>');
  });

  it('leaves the English text’s references as they were', async () => {
    const html = await page('terms');
    expect(links(html)).toEqual([
      'Section 1 -> /rules#winners',
      '1 -> #accounts',
      '3 -> #disputes',
      'Annex A -> #annex-a',
    ]);
    expect(html).toContain('Sections <a href="#accounts">1</a> through <a href="#disputes">3</a>');
  });

  it('links each term, by its Spanish word or `of`, to the English anchor with its Spanish definition', async () => {
    expect(termProps(await page('terms', 'es'))).toEqual([
      {
        term: 'Patrocinador',
        // The sentence ends before "¿", not at the next capital after it.
        definition: 'Somos el “Patrocinador”.',
        anchor: 'term-sponsor',
        tip: 'term-sponsor-tip-1',
      },
      {
        term: 'Promoción',
        definition: 'Cada “Promoción” tiene sus reglas.',
        anchor: 'term-promotion',
        tip: 'term-promotion-tip-2',
      },
    ]);
  });

  it('gives the English text’s terms the anchors their words make, as before', async () => {
    expect(termProps(await page('terms')).map(({ term, anchor }) => [term, anchor])).toEqual([
      ['Sponsor', 'term-sponsor'],
      ['Promotion', 'term-promotion'],
    ]);
  });

  it('writes a Spanish text’s summary labels, rules and table names in Spanish, and an English text’s in English', async () => {
    const spanish = await page('terms', 'es');
    expect(spanish).toContain(
      '<strong>En resumen</strong> — este resumen no forma parte de las Condiciones del Servicio</p>',
    );
    expect(spanish).toContain('Una cuenta por persona, una participación al día.');
    expect(spanish).toContain('aria-label="Tabla: Regla, Valor"');
    const english = await page('terms');
    expect(english).toContain(
      '<strong>In short</strong> — this summary is not part of the Terms of Service</p>',
    );
    expect(english).toContain('One account each, one entry a day.');
    expect(english).toContain('aria-label="Table: Rule, Value"');
  });
});

describe('the sections handed to the page', () => {
  it('give each section its id, number, heading and summary, rules read in the text’s language', async () => {
    const spanish = await sections('terms', 'es');
    expect(spanish.map(({ id, number, title }) => [id, number, title])).toEqual([
      ['accounts', '1', '1. Cuentas'],
      ['prizes', '2', '2. Premios'],
      ['disputes', '3', '3. Disputas'],
      ['annex-a', 'A', 'Anexo A: Consentimiento'],
    ]);
    expect(spanish.map(({ summary }) => summary)).toEqual([
      'Una cuenta por persona, una participación al día.',
      'Premios.',
      'Las disputas se resuelven por arbitraje en el Condado de San Francisco, California.',
      'Consentimiento.',
    ]);
  });

  it('print headings and summaries as the page does, smart punctuation included, with their subsections', async () => {
    const [winners] = await sections('rules');
    expect(winners).toEqual({
      depth: 2,
      id: 'winners',
      number: '1',
      annex: false,
      title: '1. Winners’ draw',
      line: 10,
      // A setting ending a sentence prints its period unless its value ends with one, as on the page.
      summary: 'Winners are drawn “at random” by Pollfly, Inc. Write to support@pollfly.example.',
      subsections: [
        { depth: 3, id: 'draw', number: '1.1', annex: false, title: '1.1 The draw', line: 16 },
      ],
    });
  });

  it('give each heading its words and each definition its anchor', async () => {
    const spanish = await page('terms', 'es');
    expect(spanish).toContain('<h2 id="accounts" title="1. Cuentas">');
    // A translation's definitions keep the English anchors they were given.
    expect(spanish).toContain('<dfn id="term-sponsor" class="term-definition">Patrocinador</dfn>');
    const rules = await page('rules');
    expect(rules).toContain('<h2 id="winners" title="1. Winners’ draw">');
    expect(rules).toContain('<dfn id="term-winner" class="term-definition">Winner</dfn>');
  });

  it('give a term the sentence that defines it with its references’ words', async () => {
    expect(termProps(await page('rules'))).toEqual([
      {
        term: 'Winner',
        definition: 'A “Winner” is drawn as Section 1.1 says.',
        anchor: 'term-winner',
        tip: 'term-winner-tip-1',
      },
    ]);
  });
});
