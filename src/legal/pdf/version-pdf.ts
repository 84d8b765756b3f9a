/**
 * The PDF of one version of a legal document, as `pdfPath` (`/legal/pdf/terms-2025-03-12.pdf`) serves it. Made
 * once per build and shared: the endpoint serves these bytes, and the pages and the versions file
 * read their size and hash from the same ones.
 */
import { buildCache } from '../../lib/build-shared';
import { versionSource, type LegalVersion } from '../documents';
import { legalLibrary } from '../source/library';
import { textHash } from '../version-register';
import { renderVersionPdf } from './render-version-pdf';
import type { PdfBytes } from './pdf-file';

const cache = buildCache<string, Promise<PdfBytes>>('legal-version-pdfs');

/**
 * The version's PDF, made once per build: every page, endpoint and file that asks for it gets
 * these same bytes. Keyed by file and text, so an edit in the dev server makes a new one.
 */
export function versionPdf(version: LegalVersion): Promise<PdfBytes> {
  const source = versionSource(version);
  const key = `${source.file}\n${textHash(source.source)}`;
  let pdf = cache.get(key);
  if (!pdf)
    cache.set(key, (pdf = renderVersionPdf({ date: version.date, value: source }, legalLibrary())));
  return pdf;
}
