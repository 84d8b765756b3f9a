import { comparePath, formerComparePath } from '../../legal/paths';
import type { VersionsFile } from '../../legal/versions-schema';
import type { RedirectGroup } from './redirects-file';

// Comparisons were first named by the version before; every address printed must still lead there.
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
