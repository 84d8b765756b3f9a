/**
 * Every redirect the site asks the host for, in one list: a new kind of redirect is one more
 * entry here (a group from its own module), and the whole file is checked against the host's
 * limits as one.
 */
import type { LegalLibrary } from '../../legal/source/library';
import { pageSpellings } from './page-spellings';
import type { RedirectGroup } from './redirects-file';
import { textHashRedirects, translationHashRedirects } from './text-hash-redirects';
import { comparisonRedirects } from './comparison-redirects';

export const siteRedirects = (library: LegalLibrary): RedirectGroup[] => [
  pageSpellings,
  textHashRedirects(library),
  translationHashRedirects(library),
  comparisonRedirects(library),
];
