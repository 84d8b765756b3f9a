/**
 * A translation compiles through the same pipeline as its English version and comes out in its
 * own language: references named in Spanish and linking to the Spanish pages, defined terms found
 * by their Spanish words at the English anchors, and the components that write words told the
 * text's language, which the English text's are not.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_MARKDOWN_FEATURES } from './syntax-tree';
import { legalMdastPlugins } from './legal-markdown';
import { legalSectionsOf } from '../reading-aids/page-sections';
import { holdLibrary, openLegalLibrary } from '../source/library';

let root: string;

const frontmatter = (title: string) =>
  `---\ntitle: ${title}\ndescription: A fixture document for the translation tests, long enough to pass.\ndateLabel: Effective\ndate: 2025-03-12\nchanges:\n  - First published version.\n---\n`;

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
translates: ${'0'.repeat(64)}
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

/** One file of the fixture folder compiled through the pipeline, as Astro's MDX compile runs it. */
async function compiled(file: string) {
  const library = await openLegalLibrary(
    pathToFileURL(`${root}/`),
    'legal',
    new Date('2025-06-01T00:00:00Z'),
  );
  const astro = {
    frontmatter: { title: 'kept' },
    headings: [],
    localImagePaths: new Set<string>(),
    remoteImagePaths: new Set<string>(),
  };
  return mdxToJs(await readFile(join(root, file), 'utf8'), {
    features: RENDERED_MARKDOWN_FEATURES,
    fileURL: pathToFileURL(join(root, file)),
    mdastPlugins: legalMdastPlugins(holdLibrary(library)),
    data: { astro },
  });
}

/** The compiled JavaScript of one file of the fixture folder. */
const compile = async (file: string) => (await compiled(file)).code;

/** The sections the pipeline hands the page in Astro's frontmatter. */
const sections = async (file: string) =>
  legalSectionsOf((await compiled(file)).data.astro?.frontmatter ?? {});

/** Each link as `text -> href`, in document order. */
const links = (code: string) =>
  [...code.matchAll(/href: "([^"]+)",\s*children: "([^"]+)"/g)].map(
    ([, href, text]) => `${text} -> ${href}`,
  );

/** The props the pipeline gave each `<Term>`: the term as defined, its anchor and its popover's id. */
const termProps = (code: string) =>
  [
    ...code.matchAll(
      /term: "([^"]*)",\s*definition: "([^"]*)",\s*anchor: "([^"]*)",\s*tip: "([^"]*)"/g,
    ),
  ].map(([, term, definition, anchor, tip]) => ({ term, definition, anchor, tip }));

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

describe('a Spanish translation compiled by the pipeline', () => {
  it('names its references in Spanish: a section, a range, an annex, and another document’s at its Spanish page', async () => {
    expect(links(await compile(SPANISH))).toEqual([
      'Sección 1 -> /es/rules#winners',
      '1 -> #accounts',
      '3 -> #disputes',
      'Anexo A -> #annex-a',
    ]);
    expect(await compile(SPANISH)).toMatch(/"Secciones "[\s\S]*" a "/);
  });

  it('leaves the English text’s references as they were', async () => {
    const code = await compile('legal/terms.mdx');
    expect(links(code)).toEqual([
      'Section 1 -> /rules#winners',
      '1 -> #accounts',
      '3 -> #disputes',
      'Annex A -> #annex-a',
    ]);
    expect(code).toMatch(/"Sections "[\s\S]*" through "/);
  });

  it('links each term, by its Spanish word or `of`, to the English anchor with its Spanish definition', async () => {
    expect(termProps(await compile(SPANISH))).toEqual([
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
    expect(
      termProps(await compile('legal/terms.mdx')).map(({ term, anchor }) => [term, anchor]),
    ).toEqual([
      ['Sponsor', 'term-sponsor'],
      ['Promotion', 'term-promotion'],
    ]);
  });

  it('tells the summaries, rules and tables of a Spanish text its language, and those of an English text nothing', async () => {
    const spanish = await compile(SPANISH);
    // Four summaries and three rules.
    expect(spanish.match(/language: "es"/g)).toHaveLength(7);
    expect(await compile('legal/terms.mdx')).not.toContain('language:');
  });
});

describe('the sections handed to the page', () => {
  it('give each section its id, number, heading and summary, rules read in the text’s language', async () => {
    const spanish = await sections(SPANISH);
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
    const [winners] = await sections('legal/rules.mdx');
    expect(winners).toEqual({
      id: 'winners',
      number: '1',
      title: '1. Winners’ draw',
      // A setting ending a sentence prints its period unless its value ends with one, as on the page.
      summary: 'Winners are drawn “at random” by Pollfly, Inc. Write to support@pollfly.example.',
      subsections: [{ id: 'draw', number: '1.1', title: '1.1 The draw' }],
    });
  });

  it('give each heading its words, each table its name and each definition its anchor', async () => {
    const spanish = await compile(SPANISH);
    expect(spanish).toMatch(/id: "accounts",\s*title: "1. Cuentas"/);
    expect(spanish).toContain('label: "Tabla: Regla, Valor"');
    expect(await compile('legal/terms.mdx')).toContain('label: "Table: Rule, Value"');
    // A translation's definitions keep the English anchors they were given.
    expect(spanish.match(/anchor: "term-sponsor"/g)).toHaveLength(2);
    const rules = await compile('legal/rules.mdx');
    expect(rules).toMatch(/id: "winners",\s*title: "1. Winners’ draw"/);
    expect(rules).toMatch(/anchor: "term-winner",\s*children: "Winner"/);
  });

  it('keep the frontmatter Astro gave the compile', async () => {
    expect((await compiled('legal/rules.mdx')).data.astro?.frontmatter['title']).toBe('kept');
  });

  it('give a term the sentence that defines it with its references’ words', async () => {
    expect(termProps(await compile('legal/rules.mdx'))).toEqual([
      {
        term: 'Winner',
        definition: 'A “Winner” is drawn as Section 1.1 says.',
        anchor: 'term-winner',
        tip: 'term-winner-tip-1',
      },
    ]);
  });
});
