import { comparePath, formerComparePath, textHashPath } from '../../legal/paths';
import type { VersionsFile } from '../../legal/versions-schema';
import type { Redirect, RedirectGroup } from './redirects-file';

// Cloudflare redirects the other spellings itself, but with a temporary 307.
const pageSpellings: RedirectGroup = {
  comment: 'Every page has one address, /privacy: its other spellings move there permanently.',
  redirects: [
    { from: '/index.html', to: '/', status: 308 },
    { from: '/index', to: '/', status: 308 },
    { from: '/*.html', to: '/:splat', status: 308 },
    { from: '/*/', to: '/:splat', status: 308 },
  ],
};

type Text = VersionsFile['documents'][number]['versions'][number]['texts'][number];

const hashRedirects = (text: Text): Redirect[] =>
  [text.sha256, ...text.earlierSha256.map((earlier) => earlier.sha256)].map((hash) => ({
    from: textHashPath(hash),
    to: new URL(text.permanentAddress).pathname,
    status: 308,
  }));

const texts = (file: VersionsFile, controlling: boolean) =>
  file.documents.flatMap(({ versions }) =>
    versions.flatMap((version) => version.texts.filter((text) => text.controlling === controlling)),
  );

// Never to the document's address: browsers keep a permanent redirect, and `/terms` changes text.
export const textHashRedirects = (file: VersionsFile): RedirectGroup[] => [
  {
    comment:
      "Each legal text by its SHA-256, current or before a recorded correction: to its version's page in the history.",
    redirects: texts(file, true).flatMap(hashRedirects),
  },
  {
    comment:
      "Each translation of a legal text by its SHA-256, current or before a recorded correction: to its version's page in its language.",
    redirects: texts(file, false).flatMap(hashRedirects),
  },
];

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

export const siteRedirects = (versions: VersionsFile): RedirectGroup[] => [
  pageSpellings,
  ...textHashRedirects(versions),
  comparisonRedirects(versions),
];
