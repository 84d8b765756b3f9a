// Made once per build: the endpoint serves these bytes, and the pages and versions file hash them.
import type { Language } from '../../i18n/catalogue';
import { textIn, type LegalVersion } from '../library/library';
import { siteLibrary } from '../site-library';
import { renderVersionPdf } from './render-version-pdf';
import type { PdfBytes } from './tagged-pdf';

const made = new WeakMap<object, Promise<PdfBytes>>();

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
