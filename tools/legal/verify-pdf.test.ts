/**
 * A PDF made by the site's first, hand-written PDF writer (kept as a fixture, built for
 * 2026-11-26) is still recognised after the move to PDFKit: its bytes differ from a new build's,
 * so legal:verify reads the text hash printed on it, which names the version it shows.
 */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { printedTextHash } from './verify-pdf.ts';

it('reads the text hash printed on a PDF from the first writer, the hash of the text it shows', async () => {
  const pdf = await readFile(
    new URL('fixtures/terms-2025-03-12-first-writer.pdf', import.meta.url),
  );
  // The hash of the Terms of March 12, 2025 as published (content/legal/register.json).
  expect(printedTextHash(pdf)).toBe(
    'a9f4516863e5c6451b96684066167230a83719d41937a82f54b08e1620eaa2a2',
  );
});
