import { comparePath, formerComparePath } from '../../legal/paths';
import type { VersionsFile } from '../../legal/versions-schema';
import type { RedirectGroup } from './redirects-file';

/**
 * The comparisons' first addresses, named by the version before (`/terms/history/2026-12-23/compare`):
 * a permanent redirect to where the same comparison is now, named by the version that makes the
 * changes (`/terms/history/2027-01-04/changes`), so every address the site or its feed printed
 * still leads to the comparison it meant.
 */
export function comparisonRedirects(file: VersionsFile): RedirectGroup {
  const redirects = file.documents.flatMap(({ document, versions }) => {
    const days = versions.map((version) => version.date).sort();
    return days.slice(1).map((day, index) => ({
      from: formerComparePath(document, days[index]!),
      to: comparePath(document, day),
      status: 308 as const,
    }));
  });
  return {
    comment:
      'Each comparison at its first address, under the date of the version before: to its address under the date of the version that makes the changes.',
    redirects,
  };
}
