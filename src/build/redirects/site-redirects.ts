/**
 * Every redirect the site asks the host for, in one list: a new kind of redirect is one more
 * entry here (a group from its own module), and the whole file is checked against the host's
 * limits as one. The legal ones follow the published `versions.json`.
 */
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
