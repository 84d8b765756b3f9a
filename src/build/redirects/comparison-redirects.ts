import { isoDay } from '../../lib/dates';
import { comparePath, formerComparePath } from '../../legal/paths';
import { documentNames } from '../../legal/source/parsed-versions';
import type { LegalLibrary } from '../../legal/source/library';
import type { Redirect, RedirectGroup } from './redirects-file';

/**
 * The comparisons' first addresses, named by the version before (`/terms/history/2026-12-23/compare`):
 * a permanent redirect to where the same comparison is now, named by the version that makes the
 * changes (`/terms/history/2027-01-04/changes`), so every address the site or its feed printed
 * still leads to the comparison it meant.
 */
export function comparisonRedirects(library: LegalLibrary): RedirectGroup {
  const redirects = documentNames(library.versions).flatMap((document): Redirect[] => {
    const days = library.versions
      .filter((version) => version.document === document)
      // A version whose date cannot be read has stopped the build in the content check.
      .flatMap((version) =>
        version.frontmatter.data ? [isoDay(version.frontmatter.data.date)] : [],
      )
      .sort();
    return days.slice(1).map((day, index) => ({
      from: formerComparePath(document, days[index]!),
      to: comparePath(document, day),
      status: 308,
    }));
  });
  return {
    comment:
      'Each comparison at its first address, under the date of the version before: to its address under the date of the version that makes the changes.',
    redirects,
  };
}
