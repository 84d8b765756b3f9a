import { textHashPath } from '../../legal/paths';
import type { VersionsFile } from '../../legal/versions-schema';
import type { Redirect, RedirectGroup } from './redirects-file';

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
