/**
 * The content check as the commands that record a text run it first: registering or correcting
 * a version records its text as published, so a command refuses while the document's files have
 * mistakes (a broken `<Ref>`, a missing id). Otherwise the mistake would be published, and fixing
 * it would need a second recorded correction. That a published text has changed is what these
 * commands are for, so that alone never stops them.
 */
import { pathToFileURL } from 'node:url';
import { legalFindings } from '../../src/legal/check/check.ts';
import { openLegalLibrary } from '../../src/legal/source/library.ts';
import { formatProblems } from '../../src/legal/problems.ts';
import { buildDayFrom } from '../../src/config/build-day.ts';
import { LegalCommandError, type LegalFolder } from './legal-folder.ts';

/**
 * Throws, listing them, when the files of `document` have mistakes on `today` (which versions
 * are in force decides what a `<Ref>` can reach); `what` names what was not done.
 */
export async function refuseWhileMistakes(
  folder: LegalFolder,
  document: string | undefined,
  what: string,
  today = buildDayFrom(process.env['BUILD_DAY']),
): Promise<void> {
  const library = await openLegalLibrary(pathToFileURL(`${folder.root}/`), folder.legalDir, today);
  const files = new Set(
    [...library.versions, ...library.translations]
      .filter((source) => source.document === document)
      .map((source) => source.file),
  );
  const { mistakes } = legalFindings({ ...library, production: false });
  const own = mistakes.filter((problem) => files.has(problem.file));
  if (!own.length) return;
  throw new LegalCommandError(
    [
      `${what} nothing: ${document} has ${own.length === 1 ? 'a problem' : `${own.length} problems`} to fix first (content/legal/README.md explains each message):`,
      formatProblems(own),
      'Fix the text, then run this command again.',
    ].join('\n'),
  );
}
