import { generatedSources, type History } from './library/generated-sources.fixture';
import { librarySources } from './library/legal-sources.fixture';
import { textIn } from './library/library';
import { versionsFile } from './versions-schema';
import { sha256Hex } from '../lib/sha256';

/**
 * The versions file of a generated folder, built as the endpoint builds it. A version's PDF is a
 * stand-in: what the file lists is the hash of whatever the PDF is.
 */
export async function fixtureVersionsFile(history: History) {
  const { sources, buildDay } = generatedSources(history);
  return versionsFile({
    siteUrl: 'https://www.example.com',
    library: await librarySources(sources, buildDay),
    pdfSha256: (version, language) =>
      sha256Hex(`%PDF-1.7 stand-in for ${textIn(version, language)!.file}\n`),
  });
}
