import { textHashPath, versionPath } from '../../legal/paths';
import { libraryRegister, textHashes, type VersionHashes } from '../../legal/text-hashes';
import { localizedPath } from '../../i18n/page-language';
import type { LegalLibrary } from '../../legal/source/library';
import { versionDay, type ParsedVersion } from '../../legal/source/parsed-versions';
import type { Register } from '../../legal/register-file';
import type { Redirect, RedirectGroup } from './redirects-file';

/** A hash redirect to a page, for each hash a text has had. */
const hashRedirects = ({ sha256, earlier }: VersionHashes, to: string): Redirect[] =>
  [sha256, ...earlier.map((hash) => hash.sha256)].map((hash) => ({
    from: textHashPath(hash),
    to,
    status: 308,
  }));

/** A group of hash redirects: for each version, `texts` names its texts and where each redirects to. */
function hashRedirectGroup(
  library: LegalLibrary,
  comment: string,
  texts: (
    register: Register,
    version: ParsedVersion,
    page: string,
  ) => { hashes: VersionHashes; to: string }[],
): RedirectGroup {
  const register = libraryRegister(library);
  return {
    comment,
    // A version without a readable date has no page: the content check has stopped the build.
    redirects: library.versions.flatMap((version) => {
      const day = versionDay(version);
      return day
        ? texts(register, version, versionPath(version.document, day)).flatMap(({ hashes, to }) =>
            hashRedirects(hashes, to),
          )
        : [];
    }),
  };
}

/**
 * A text's permanent address, `/legal/sha256/<hash>`, for its current hash and every earlier one:
 * a permanent redirect to its version's own page in the history, which shows that text on every
 * day. Never to the document's address: browsers keep a permanent redirect, and `/terms` shows
 * another text once the next version takes effect.
 */
export const textHashRedirects = (library: LegalLibrary) =>
  hashRedirectGroup(
    library,
    "Each legal text by its SHA-256, current or before a recorded correction: to its version's page in the history.",
    (register, version, page) => [{ hashes: textHashes(register, version), to: page }],
  );

/** The same for each translation: to its version's page in its language, `/es/terms/history/2025-03-12`. */
export const translationHashRedirects = (library: LegalLibrary) =>
  hashRedirectGroup(
    library,
    "Each translation of a legal text by its SHA-256, current or before a recorded correction: to its version's page in its language.",
    (register, version, page) =>
      Object.values(version.translations).map((translation) => ({
        hashes: textHashes(register, translation),
        to: localizedPath(translation.language, page),
      })),
  );
