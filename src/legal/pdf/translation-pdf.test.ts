/**
 * The PDF of a translation, read with Poppler's tools: the same version and date as its English
 * text, with Spanish words everywhere the build writes them (the opening facts, the header, the
 * summaries' labels, references, rule words), declared Spanish, titled in Spanish and addressed at
 * the Spanish page.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { openLegalLibrary } from '../source/library';
import { readOutline } from '../source/outline';
import type { LegalText } from '../legal-text';
import { renderVersionPdf } from './render-version-pdf';

const translation = `---
title: Condiciones del Servicio
description: Un texto de prueba para el PDF de una traducción.
translates: ${'0'.repeat(64)}
changes:
  - Primera versión publicada.
---
Estas Condiciones (las "<Define anchor="term-terms">Condiciones</Define>") rigen los Servicios.

## 1. Aceptación {#agreement}

<InShort>Al usar los Servicios acepta estas <Term>Condiciones</Term>.</InShort>

Puede participar <Rule name="entriesPerDay" /> vez al día. Consulte la <Ref to="/official-rules#eligibility" /> de las Reglas Oficiales y el <Ref to="annex-a" />.

## Anexo A: Consentimiento {#annex-a}

<InShort>Consentimiento electrónico.</InShort>
`;

const day = '2025-03-12';
let pdf: Uint8Array;

beforeAll(async () => {
  const library = await openLegalLibrary(
    pathToFileURL(`${process.cwd()}/`),
    'content/legal',
    new Date('2026-11-23T00:00:00Z'),
  );
  const version = library.versions.find(
    (candidate) => candidate.document === 'terms' && candidate.archivedAs === day,
  )!;
  const text: LegalText = {
    file: `content/legal/es/terms/${day}.mdx`,
    language: 'es',
    version,
    source: translation,
    outline: readOutline(translation),
    title: 'Condiciones del Servicio',
  };
  pdf = await renderVersionPdf(text, library);
}, 60_000);

const poppler = (tool: string, args: string[]) =>
  execFileSync(tool, args, { input: pdf, encoding: 'utf8' });

describe('the PDF of a Spanish translation', () => {
  it('is declared Spanish and titled in Spanish, with its date in Spanish', () => {
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('/Lang (es-US)');
    expect(poppler('pdfinfo', ['-'])).toContain(
      'Title:           Condiciones del Servicio (versión del 12 de marzo de 2025)',
    );
  });

  it('speaks Spanish wherever the build writes the words, and gives its Spanish page as its address', () => {
    const words = poppler('pdftotext', ['-', '-']).replace(/\s+/g, ' ');
    expect(words).toContain('Pollfly · Condiciones del Servicio · Versión del 12 de marzo de 2025');
    expect(words).toContain('Versión del 12 de marzo de 2025: rige desde ese día');
    expect(words).toMatch(/SHA-256 del texto: [0-9a-f]{64}/);
    expect(words).toContain(
      'Dirección permanente: https://www.pollfly.example/es/terms/history/2025-03-12',
    );
    expect(words).toContain(
      'Esta es una traducción; en caso de discrepancia, prevalece el texto en inglés: https://www.pollfly.example/terms/history/2025-03-12',
    );
    expect(words).toContain(
      'En resumen — este resumen no forma parte de las Condiciones del Servicio',
    );
    expect(words).toContain('Puede participar una vez al día.');
    expect(words).toContain('Consulte la Sección 3 de las Reglas Oficiales y el Anexo A.');
    expect(words).toMatch(/Página 1 de \d+/);
    expect(words).not.toMatch(/In short|Section|Annex|Version of|Page \d/);
  });

  it('numbers every page in Spanish', () => {
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', ['-']))?.[1]);
    for (let page = 1; page <= pages; page++)
      expect(poppler('pdftotext', ['-f', `${page}`, '-l', `${page}`, '-', '-'])).toContain(
        `Página ${page} de ${pages}`,
      );
  });

  it('links a reference to its own section inside the file', () => {
    expect(poppler('pdfinfo', ['-dests', '-'])).toMatch(/"annex-a"/);
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/S \/GoTo\s+\/D \(annex-a\)/);
  });

  it('links a reference to another document at its Spanish page', () => {
    expect(Buffer.from(pdf).toString('latin1')).toContain(
      '(https://www.pollfly.example/es/official-rules#eligibility)',
    );
  });
});
