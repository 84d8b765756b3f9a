/**
 * The PDF of one version of a legal document, as `pdfPath` (`/legal/pdf/terms-2025-03-12.pdf`)
 * serves it, or of its translation, under the language's prefix (`/es/legal/pdf/…`). Made once
 * per build and shared: the endpoint serves these bytes, and the pages and the versions file read
 * their size and hash from the same ones.
 */
import type { Language } from '../../i18n/catalogue';
import type { LegalVersion } from '../documents';
import legalBuild from 'virtual:legal/build';
import { textHash } from '../register-file';
import { defaultLanguage } from '../../i18n/page-language';
import { textIn } from '../legal-text';
import { renderVersionPdf } from './render-version-pdf';
import type { PdfBytes } from './tagged-pdf';

// The pages, the endpoints and the versions file are one module graph: this map is the build's one.
const cache = new Map<string, Promise<PdfBytes>>();

/**
 * The PDF of the version in `language`: the English text, or its translation (which must exist).
 * Made once per build: every page, endpoint and file that asks for it gets these same bytes. Keyed
 * by file and text, so an edit in the dev server makes a new one.
 */
export async function versionPdf(
  version: LegalVersion,
  language: Language = defaultLanguage,
): Promise<PdfBytes> {
  const text = textIn(version, language);
  if (!text)
    throw new Error(`${version.file} has no translation into ${language} to make a PDF of`);
  const key = `${text.file}\n${textHash(text.source)}`;
  let pdf = cache.get(key);
  if (!pdf) cache.set(key, (pdf = renderVersionPdf(text, legalBuild.library)));
  return pdf;
}
