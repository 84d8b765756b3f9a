// What `legal:verify` says of a text it found: version, status, addresses and which hash it is.
import { formatLongDay as long } from '../../src/lib/dates.ts';
import type { FoundText, PublishedVersions } from './published-versions.ts';
import type { Verdict } from './verify.ts';

/** The record is no published text, or not as published. */
export const refused = (...lines: string[]): Verdict => ({ ok: false, lines });

/** "Terms of Service (terms), the version of March 12, 2025". */
export const versionName = ({ document, version, text }: FoundText) =>
  `${text.title} (${document}), the version of ${long(version.date)}`;

function status({ version }: FoundText): string {
  if (!version.applies)
    return `never in force: announced for ${long(version.date)}, it was replaced before it took effect by the version of ${long(version.withdrawn!.replacedBy)}`;
  const { from, until } = version.applies;
  if (version.status === 'current') return `in force since ${long(from)}`;
  if (version.status === 'upcoming') return `upcoming: it takes effect on ${long(from)}`;
  return `archived: it applied from ${long(from)} until ${long(until!)}`;
}

/** The version's status, addresses and which of its hashes this is, one fact a line. */
export function versionLines(found: FoundText, { file }: PublishedVersions): string[] {
  const { text, earlier } = found;
  return [
    `Status on ${long(file.statusOn)}, the day of this build: ${status(found)}.`,
    `Read it at ${text.address} (permanently ${text.permanentAddress}); its PDF: ${text.pdf.address}`,
    earlier
      ? `sha256:${earlier.sha256} is an earlier hash of its text: a recorded correction replaced it on ${long(earlier.replacedOn)} ("${earlier.note}"). Its current hash is sha256:${text.sha256}.`
      : `sha256:${text.sha256} is the current hash of its text (${text.language}${text.controlling ? ', the controlling text' : ''}).`,
  ];
}
