/**
 * The PDF of one version of a legal document, as `pdfPath` (`/legal/pdf/terms-2025-03-12.pdf`)
 * serves it, or of its translation, under the language's prefix (`/es/legal/pdf/…`). Made once
 * per build and shared: the endpoint serves these bytes, and the pages and the versions file read
 * their size and hash from the same ones.
 */
import type { Language } from '../../i18n/catalogue';
import { textIn, type LegalVersion } from '../library/library';
import { siteLibrary } from '../site-library';
import { renderVersionPdf } from './render-version-pdf';
import type { PdfBytes } from './tagged-pdf';

const made = new WeakMap<object, Promise<PdfBytes>>();

/** The PDF of the version in `language`: the English text, or its translation (which must exist). */
export async function versionPdf(version: LegalVersion, language: Language): Promise<PdfBytes> {
  const text = textIn(version, language);
  if (!text)
    throw new Error(`${version.english.file} has no translation into ${language} to make a PDF of`);
  let pdf = made.get(text);
  if (!pdf) {
    const { library } = await siteLibrary();
    made.set(text, (pdf = renderVersionPdf(version, text, library.tree(text))));
  }
  return pdf;
}
