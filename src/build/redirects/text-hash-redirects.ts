import { textHashPath, versionPath } from '../../legal/paths';
import { isoDay } from '../../lib/dates';
import { libraryRegister, translationHashes, versionHashes } from '../../legal/text-hashes';
import { translatedPath } from '../../legal/translations/languages';
import type { LegalLibrary } from '../../legal/source/library';
import type { Redirect, RedirectGroup } from './redirects-file';

/**
 * A text's permanent address, `/legal/sha256/<hash>`, for its current hash and every earlier one:
 * a permanent redirect to its version's own page in the history (a translation's to its
 * language's page, `/es/terms/history/2025-03-12`), which shows that text on every
 * day. Never to the document's address: browsers keep a permanent redirect, and `/terms` shows
 * another text once the next version takes effect.
 */
export function textHashRedirects(library: LegalLibrary): RedirectGroup {
  const register = libraryRegister(library);
  const redirects = library.versions.flatMap((version): Redirect[] => {
    const date = version.frontmatter.data?.date;
    // A version whose date cannot be read has no page; the content check has stopped the build.
    if (!date) return [];
    const to = versionPath(version.document, isoDay(date));
    const texts = [
      { hashes: versionHashes(register, version), to },
      ...Object.values(version.translations).map((translation) => ({
        hashes: translationHashes(register, translation),
        to: translatedPath(translation.language, to),
      })),
    ];
    return texts.flatMap(({ hashes, to }) =>
      [hashes.sha256, ...hashes.earlier.map((hash) => hash.sha256)].map((hash) => ({
        from: textHashPath(hash),
        to,
        status: 308,
      })),
    );
  });
  return {
    comment:
      "Each legal text by its SHA-256, current or before a recorded correction: to its version's page in the history, in the text's language.",
    redirects,
  };
}
