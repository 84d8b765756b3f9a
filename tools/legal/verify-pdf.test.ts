/**
 * A PDF made by the site's first, hand-written PDF writer (kept as a fixture, built for
 * 2026-11-26) is still recognised after the move to PDFKit: its bytes differ from a new build's,
 * so legal:verify reads the text hash printed on it, which names the version it shows.
 */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { textHash } from '../../src/legal/register-file';
import { printedTextHash } from './verify-pdf.ts';

it('reads the text hash printed on a PDF from the first writer, the hash of the text it shows', async () => {
  const pdf = await readFile(
    new URL('fixtures/terms-2025-03-12-first-writer.pdf', import.meta.url),
  );
  const source = await readFile(
    new URL('../../content/legal/archive/terms/2025-03-12.mdx', import.meta.url),
    'utf8',
  );
  expect(printedTextHash(pdf)).toBe(textHash(source));
});
