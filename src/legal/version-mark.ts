// The `<meta name="legal-version">` mark tracing a saved page to its version; imports nothing.
type VersionMark = { document: string; day: string; sha256: string };
export const VERSION_MARK_NAME = 'legal-version';

export const formatVersionMark = ({ document, day, sha256 }: VersionMark) =>
  `${document} ${day} sha256:${sha256}`;

const MARK = new RegExp(
  `<meta\\s+name="${VERSION_MARK_NAME}"\\s+content="([a-z0-9-]+) (\\d{4}-\\d{2}-\\d{2}) sha256:([0-9a-f]{64})"`,
);

export function readVersionMark(html: string): VersionMark | undefined {
  const [, document, day, sha256] = MARK.exec(html) ?? [];
  return document && day && sha256 ? { document, day, sha256 } : undefined;
}
