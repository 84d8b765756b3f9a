/** Every legal document's versions as data, for the sign-up and entry flows (src/legal/versions-file.ts). */
import type { APIRoute } from 'astro';
import { legalDocuments, translationHref, versionHref, versionSource } from '../../legal/documents';
import legalBuild from 'virtual:legal/build';
import { libraryRegister, translationHashes, versionHashes } from '../../legal/text-hashes';
import { versionsFile } from '../../legal/versions-file';
import { versionPdf } from '../../legal/pdf/version-pdf';
import { atStage } from '../../build/stop-at-stage';
import { sha256Hex } from '../../lib/sha256';
import { site } from '../../config/site';

export const GET: APIRoute = async () => {
  const { library } = legalBuild;
  const register = libraryRegister(library);
  const file = await versionsFile({
    siteUrl: site.siteUrl,
    buildDay: library.buildDay,
    documents: await legalDocuments(),
    facts: async (version) => ({
      title: version.value.data.title,
      changes: version.value.data.changes,
      href: versionHref(version),
      hashes: versionHashes(register, versionSource(version)),
      pdfSha256: sha256Hex(await atStage('legal-pdf', versionPdf(version))),
      translations: await Promise.all(
        Object.values(version.value.translations).map(async (translation) => ({
          language: translation.language,
          title: translation.title,
          changes: translation.changes,
          href: translationHref(version, translation.language),
          hashes: translationHashes(
            register,
            versionSource(version).translations[translation.language]!,
          ),
          pdfSha256: sha256Hex(
            await atStage('legal-pdf', versionPdf(version, translation.language)),
          ),
        })),
      ),
    }),
  });
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
