// `legal:verify`: which version of which document a hash, saved page or saved PDF is, or why not.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { LegalCommandError } from './legal-folder.ts';
import { findText, readPublishedVersions, type PublishedVersions } from './published-versions.ts';
import { refused, versionLines, versionName } from './verify-messages.ts';
import { verifySavedPage } from './verify-page.ts';
import { verifySavedPdf } from './verify-pdf.ts';

/** `ok`: the record is a published text, and a page or PDF holds it as published. */
export type Verdict = { ok: boolean; lines: string[] };

const HASH = /^(?:sha256:)?([0-9a-f]{64})$/i;
const GIVE = 'Give a text hash (64 hexadecimal digits), or the path of a saved page or PDF.';
const GIVE_OPTIONS =
  'Run it as: npm run legal:verify -- <hash | saved page | saved PDF> [--site <folder>]';

function verifyHash(sha256: string, published: PublishedVersions): Verdict {
  const found = findText(published, sha256);
  if (!found)
    return refused(
      `sha256:${sha256} matches no version of any legal document in this build: it is neither the current nor an earlier hash of a published text. Check that it was copied whole, and that this build is of the site the record came from.`,
    );
  const lines = [`sha256:${sha256} is a text of ${versionName(found)}.`];
  return { ok: true, lines: [...lines, ...versionLines(found, published)] };
}

export async function verifyRecord(
  argument: string | undefined,
  published: PublishedVersions,
): Promise<Verdict> {
  if (!argument) return refused(`Nothing to check. ${GIVE}`);
  const hash = HASH.exec(argument.trim())?.[1];
  if (hash) return verifyHash(hash.toLowerCase(), published);
  if (!existsSync(argument) || !statSync(argument).isFile()) {
    const reason = /^(?:sha256:)?[0-9a-f]+$/i.test(argument)
      ? `is not a SHA-256: it has ${argument.replace(/^sha256:/i, '').length} hexadecimal digits, not 64`
      : /[/\\.]/.test(argument)
        ? 'is no file that exists'
        : 'is neither a SHA-256 nor a file that exists';
    return refused(`"${argument}" ${reason}. ${GIVE}`);
  }
  const bytes = await readFile(argument);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
    return verifySavedPdf(argument, bytes, published);
  const text = bytes.toString('utf8');
  if (/<html[\s>]/i.test(text)) return verifySavedPage(argument, text, published);
  return refused(
    `${argument} is neither a web page nor a PDF, so it cannot be a saved legal document. ${GIVE}`,
  );
}

/** A missing build or an unknown option is a verdict of one line, not a stack trace. */
export async function verifyCommand(args: string[]): Promise<Verdict> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { site: { type: 'string', default: 'dist' } },
    });
    return await verifyRecord(positionals[0], await readPublishedVersions(values.site));
  } catch (error) {
    const badOption =
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof LegalCommandError || badOption)) throw error;
    // Node's own message goes on to explain `--`, which a mistyped option does not need.
    const message = badOption ? `${error.message.split('. ')[0]}. ${GIVE_OPTIONS}.` : error.message;
    return refused(message);
  }
}
