/**
 * Every version of each legal document as a tagged PDF, at `pdfPath`: `/legal/pdf/terms-2025-03-12.pdf`,
 * and each translation's under its language, `/es/legal/pdf/terms-2025-03-12.pdf`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { isoDay } from '../../../../lib/dates';
import { placeOf, type LegalVersion } from '../../../../legal/documents';
import { legalDocuments } from '../../../../legal/document-pages';
import { pdfName } from '../../../../legal/paths';
import { versionPdf } from '../../../../legal/pdf/version-pdf';
import { atStage } from '../../../../build/stop-at-stage';
import { languages, type Language } from '../../../../i18n/catalogue';
import { defaultLanguage, languageParam } from '../../../../i18n/page-language';

export const getStaticPaths = (() =>
  legalDocuments().flatMap((document) =>
    document.timeline.versions.flatMap((version) =>
      languages
        // A language has a PDF of a version only where it has the version's text.
        .filter((language) => language === defaultLanguage || version.translations[language])
        .map((language) => ({
          params: {
            file: pdfName(document.name, isoDay(placeOf(version).date)),
            lang: languageParam(language),
          },
          props: { version, language },
        })),
    ),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ version: LegalVersion; language: Language }> = async ({ props }) =>
  new Response(await atStage('legal-pdf', versionPdf(props.version, props.language)), {
    headers: { 'content-type': 'application/pdf' },
  });
