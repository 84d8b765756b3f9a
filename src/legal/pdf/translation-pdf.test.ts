/**
 * The PDF of a translation, read with Poppler's tools: the same version and date as its English
 * text, with Spanish words everywhere the build writes them (the opening facts, the header, the
 * summaries' labels, references, rule words), declared Spanish, titled in Spanish and addressed at
 * the Spanish page.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfLibrary } from './pdf-library.fixture';
import { renderVersionPdf } from './render-version-pdf';

let pdf: Uint8Array;

beforeAll(async () => {
  const library = await pdfLibrary();
  const terms = library.documents.find(({ name }) => name === 'terms')!.timeline.current;
  const spanish = terms.translations.es!;
  pdf = await renderVersionPdf(terms, spanish, library.tree(spanish));
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
    expect(words).toContain(
      'se indica en la Sección 3; cómo enviamos los registros, en el Anexo A.',
    );
    expect(words).toContain('O consulte las Secciones 1 a 2.');
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
