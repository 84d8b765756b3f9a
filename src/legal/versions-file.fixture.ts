import { legalLibraryFixture } from './source/library.fixture';
import { versionsInForce } from './source/parsed-versions';
import { libraryDocuments, versionTranslation } from './documents';
import { versionsFile } from './versions-file';
import { sha256Hex } from '../lib/sha256';
import { isoDay } from '../lib/dates';
import type { Withdrawal } from './register-file';

/**
 * The versions file of a generated library, built the way the endpoint builds it from the pages'
 * model; `withdrawn` marks versions, by date, as replaced before they took effect. A version's PDF
 * is a stand-in: what the file lists is the hash of whatever the PDF is.
 */
export async function fixtureVersionsFile(
  options: Parameters<typeof legalLibraryFixture>[0],
  withdrawn: Record<string, Withdrawal> = {},
) {
  const generated = legalLibraryFixture(options);
  const withdrawals = new Map(
    generated.versions.flatMap((version) => {
      const withdrawal = withdrawn[isoDay(version.frontmatter.data!.date)];
      return withdrawal ? [[version, withdrawal] as const] : [];
    }),
  );
  const library = {
    ...generated,
    withdrawn: withdrawals,
    inForce: versionsInForce(generated.versions, generated.buildDay, withdrawals),
  };
  return versionsFile({
    siteUrl: 'https://www.example.com',
    library,
    documents: libraryDocuments(library),
    pdfSha256: (version, language) =>
      sha256Hex(
        `%PDF-1.7 stand-in for ${(versionTranslation(version, language) ?? version).file}\n`,
      ),
  });
}
