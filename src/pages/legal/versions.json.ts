import type { APIRoute } from 'astro';
import { siteLibrary, versionPdf } from '../../legal/site-library';
import { versionsFile } from '../../legal/versions-schema';
import { sha256Hex } from '../../lib/sha256';
import { site } from '../../config/site';

export const GET: APIRoute = async () => {
  const file = await versionsFile({
    siteUrl: site.siteUrl,
    library: (await siteLibrary()).library,
    pdfSha256: async (version, language) => sha256Hex(await versionPdf(version, language)),
  });
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
