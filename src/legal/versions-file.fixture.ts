import { legalLibraryFixture } from './source/library.fixture';
import { documentNames, publishedRoute } from './source/parsed-versions';
import { libraryRegister, translationHashes, versionHashes } from './text-hashes';
import { localizedPath } from '../i18n/page-language';
import { buildTimeline } from './timeline';
import { versionsFile } from './versions-file';
import { sha256Hex } from '../lib/sha256';
import { isoDay } from '../lib/dates';
import type { Withdrawal } from './version-register';

/** A stand-in for a version's PDF bytes: what the file lists is the hash of whatever the PDF is. */
const fixturePdf = (file: string) => `%PDF-1.7 stand-in for ${file}\n`;

/**
 * The versions file of a generated library, built the way the endpoint builds it from the pages'
 * model; `withdrawn` marks versions, by date, as replaced before they took effect.
 */
export async function fixtureVersionsFile(
  options: Parameters<typeof legalLibraryFixture>[0],
  withdrawn: Record<string, Withdrawal> = {},
) {
  const library = legalLibraryFixture(options);
  const register = libraryRegister(library);
  return versionsFile({
    siteUrl: 'https://www.example.com',
    buildDay: library.buildDay,
    documents: documentNames(library.versions).map((name) => ({
      name,
      timeline: buildTimeline(
        library.versions
          .filter((version) => version.document === name)
          .map((version) => {
            const date = version.frontmatter.data!.date;
            const withdrawal = withdrawn[isoDay(date)];
            return { date, value: version, ...(withdrawal && { withdrawn: withdrawal }) };
          }),
        library.buildDay,
      ),
    })),
    facts: ({ value }) => ({
      title: value.frontmatter.data!.title,
      changes: value.frontmatter.data!.changes,
      href: publishedRoute(value, library.inForce),
      hashes: versionHashes(register, value),
      pdfSha256: sha256Hex(fixturePdf(value.file)),
      translations: Object.values(value.translations).map((translation) => ({
        language: translation.language,
        title: translation.frontmatter.data!.title,
        changes: translation.frontmatter.data!.changes,
        href: localizedPath(translation.language, publishedRoute(value, library.inForce)),
        hashes: translationHashes(register, translation),
        pdfSha256: sha256Hex(fixturePdf(translation.file)),
      })),
    }),
  });
}
