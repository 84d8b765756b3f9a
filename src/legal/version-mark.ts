/**
 * The machine-readable mark every version page carries in its head, naming the version it shows
 * and the SHA-256 of its text: `<meta name="legal-version" content="terms 2025-03-12 sha256:…">`.
 * A page someone saved on the day they accepted it can then be traced to its version
 * (`npm run legal:verify`). Imports nothing, so the commands load it as it is.
 */

interface VersionMark {
  document: string;
  /** The day the version takes effect: `2025-03-12`. */
  day: string;
  sha256: string;
}

export const VERSION_MARK_NAME = 'legal-version';

export const formatVersionMark = ({ document, day, sha256 }: VersionMark) =>
  `${document} ${day} sha256:${sha256}`;

const MARK = new RegExp(
  `<meta\\s+name="${VERSION_MARK_NAME}"\\s+content="([a-z0-9-]+) (\\d{4}-\\d{2}-\\d{2}) sha256:([0-9a-f]{64})"`,
);

/** The mark of a page's HTML, as the site writes it; `undefined` when it has none. */
export function readVersionMark(html: string): VersionMark | undefined {
  const [, document, day, sha256] = MARK.exec(html) ?? [];
  return document && day && sha256 ? { document, day, sha256 } : undefined;
}
