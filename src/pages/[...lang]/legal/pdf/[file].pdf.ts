/** Every version of each legal document as a tagged PDF, at `pdfPath`: `/legal/pdf/terms-2025-03-12.pdf`. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { isoDay } from '../../../../lib/dates';
import { legalDocuments, type LegalVersion } from '../../../../legal/documents';
import { pdfName } from '../../../../legal/paths';
import { versionPdf } from '../../../../legal/pdf/version-pdf';

export const getStaticPaths = (async () =>
  (await legalDocuments()).flatMap((document) =>
    document.timeline.versions.map((version) => ({
      params: { file: pdfName(document.name, isoDay(version.date)), lang: undefined },
      props: { version },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ version: LegalVersion }> = async ({ props }) =>
  new Response(await versionPdf(props.version), {
    headers: { 'content-type': 'application/pdf' },
  });
