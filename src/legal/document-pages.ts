/**
 * The legal documents as the pages get them: the model of the library the `legal()` integration
 * opened (`virtual:legal/build`), and one page for each document in every language.
 */
import legalBuild from 'virtual:legal/build';
import { libraryDocuments, placeOf, type LegalDocument, type LegalVersion } from './documents';
import { throwLegalProblems } from './check/content-error';
import { libraryRegister } from './text-hashes';
import { recordedCorrections, type RecordedCorrection } from './corrections';
import { isoDay } from '../lib/dates';
import { inEveryLanguage } from '../i18n/page-language';

export function legalDocuments(): LegalDocument[] {
  const { library, problems } = legalBuild;
  // A build has stopped on any problem before any page; in the dev server, a page that would
  // render a text with a mistake shows the mistake instead.
  throwLegalProblems(problems, library.root);
  return libraryDocuments(library);
}

/**
 * One page for each legal document in every language: the routes of a document's own pages
 * (`/terms`, `/es/terms/history`) take these as their `getStaticPaths`.
 */
export const documentPages = () =>
  inEveryLanguage(
    legalDocuments().map((document) => ({
      params: { document: document.name },
      props: { document },
    })),
  );

/** The corrections recorded for a version, oldest first. */
export const versionCorrections = (version: LegalVersion): RecordedCorrection[] =>
  recordedCorrections(
    libraryRegister(legalBuild.library),
    version.document,
    isoDay(placeOf(version).date),
  );
