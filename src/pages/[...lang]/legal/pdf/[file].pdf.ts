import type { APIRoute, GetStaticPaths } from 'astro';
import { textIn, type LegalVersion } from '../../../../legal/library/library';
import { legalDocuments, versionPdf } from '../../../../legal/site-library';
import { pdfName } from '../../../../legal/paths';
import { languages, type Language } from '../../../../i18n/catalogue';
import { languageParam } from '../../../../i18n/page-language';

export const getStaticPaths = (async () =>
  (await legalDocuments()).flatMap((document) =>
    document.timeline.versions.flatMap((version) =>
      languages
        .filter((language) => textIn(version, language))
        .map((language) => ({
          params: { file: pdfName(document.name, version.day), lang: languageParam(language) },
          props: { version, language },
        })),
    ),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ version: LegalVersion; language: Language }> = async ({ props }) =>
  new Response(await versionPdf(props.version, props.language), {
    headers: { 'content-type': 'application/pdf' },
  });
