// A saved PDF: known by its bytes' hash, else by the text hash printed on it, its words compared.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdfWords } from '../../e2e/support/pdf-text.ts';
import { sha256Hex } from '../../src/lib/sha256.ts';
import { languages, t } from '../../src/i18n/catalogue.ts';
import { findPdf, findText, type PublishedVersions } from './published-versions.ts';
import { refused, versionLines, versionName } from './verify-messages.ts';
import { formatLongDay as long } from '../../src/lib/dates.ts';
import type { Verdict } from './verify.ts';
import { wordDifference } from './word-difference.ts';

/** The hash's label in every language a PDF is made in: "SHA-256 of the text:", "SHA-256 del texto:". */
const PRINTED_HASH = new RegExp(
  `(?:${languages.map((language) => RegExp.escape(t(language).legal.pdf.textSha256.trim())).join('|')})\\s*([0-9a-f]{64})`,
);

/** The text hash a PDF of this site prints under its title, in any of its languages; `undefined` when none can be read. */
export function printedTextHash(pdf: Uint8Array): string | undefined | Error {
  try {
    const text = execFileSync('pdftotext', ['-l', '1', '-', '-'], {
      input: pdf,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return PRINTED_HASH.exec(text)?.[1];
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** How the words of a PDF compare with this build's PDF of the version it names. */
async function wordsAgainstBuild(pdf: Uint8Array, site: string, address: string): Promise<string> {
  const builtPdf = join(site, new URL(address).pathname);
  if (!existsSync(builtPdf))
    return `${builtPdf} is missing from this build, so its words cannot be compared.`;
  const saved = pdfWords(pdf);
  const built = pdfWords(await readFile(builtPdf));
  return saved === built
    ? `Its words are those of this build's PDF, word for word: the file was made by another build of the same text (other site settings or software).`
    : `Its words differ from this build's PDF of that version ${wordDifference(saved, built)}. A version's PDF says the same words in every build of its text, so the file was changed after it was made, or made by a build with other site settings (the address it prints).`;
}

export async function verifySavedPdf(
  path: string,
  pdf: Uint8Array,
  published: PublishedVersions,
): Promise<Verdict> {
  const sha256 = sha256Hex(pdf);
  const exact = findPdf(published, sha256);
  if (exact)
    return {
      ok: true,
      lines: [
        `${path} is this build's PDF of ${versionName(exact)}, byte for byte (sha256:${sha256}).`,
        ...versionLines(exact, published),
      ],
    };
  const printed = printedTextHash(pdf);
  if (printed instanceof Error)
    return refused(
      `${path} (sha256:${sha256}) is none of this build's PDFs, and the text hash printed on it cannot be read: pdftotext (poppler-utils) failed or is not installed (${printed.message.split('\n')[0]}).`,
    );
  const named = printed && findText(published, printed);
  if (!named)
    return refused(
      `${path} (sha256:${sha256}) is none of this build's PDFs${printed ? `, and the text it names, sha256:${printed}, is no text this build has ever published` : ', and names no text hash'}.`,
    );
  const { pdf: built } = named.text;
  return refused(
    `${path} names ${versionName(named)}, but its bytes differ from this build's PDF of that version (sha256:${sha256}, this build's sha256:${built.sha256}).`,
    // Made before a recorded correction: its words are the text as it was, so comparing them
    // with the corrected PDF would only call the correction a tampering.
    named.earlier
      ? `It was made before the correction of ${long(named.earlier.replacedOn)}, so it shows the text as it was then; the build keeps no PDF of that text to compare its words with.`
      : await wordsAgainstBuild(pdf, published.site, built.address),
    ...versionLines(named, published),
  );
}
