import type { VersionsFile } from '../../legal/versions-schema';
import { pageSpellings } from './page-spellings';
import type { RedirectGroup } from './redirects-file';
import { textHashRedirects } from './text-hash-redirects';
import { comparisonRedirects } from './comparison-redirects';

export const siteRedirects = (versions: VersionsFile): RedirectGroup[] => [
  pageSpellings,
  ...textHashRedirects(versions),
  comparisonRedirects(versions),
];
