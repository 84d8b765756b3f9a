import { legalDocuments } from './documents';
import { inEveryLanguage } from '../i18n/page-language';

/**
 * One page for each legal document in every language: the routes of a document's own pages
 * (`/terms`, `/es/terms/history`) take these as their `getStaticPaths`.
 */
export const documentPages = async () =>
  inEveryLanguage(
    (await legalDocuments()).map((document) => ({
      params: { document: document.name },
      props: { document },
    })),
  );
