import { textHashPath } from '../../legal/paths';
import { libraryRegister, versionHashes } from '../../legal/text-hashes';
import { publishedRoute } from '../../legal/source/parsed-versions';
import type { LegalLibrary } from '../../legal/source/library';
import type { Redirect, RedirectGroup } from './redirects-file';

/**
 * A text's permanent address, `/legal/sha256/<hash>`, for its current hash and every earlier one:
 * a permanent redirect to where its version is read on the build day (the document's address
 * while it is in force, its history page otherwise).
 */
export function textHashRedirects(library: LegalLibrary): RedirectGroup {
  const register = libraryRegister(library);
  const redirects = library.versions.flatMap((version): Redirect[] => {
    const { sha256, earlier } = versionHashes(register, version);
    const to = publishedRoute(version, library.inForce);
    return [sha256, ...earlier.map((hash) => hash.sha256)].map((hash) => ({
      from: textHashPath(hash),
      to,
      status: 308,
    }));
  });
  return {
    comment:
      "Each legal text by its SHA-256, current or before a recorded correction: to its version's page.",
    redirects,
  };
}
