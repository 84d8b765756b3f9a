// Recording a text with mistakes would publish them, and fixing them would take another correction.
import { formatProblem } from '../../src/legal/problems.ts';
import type { Day } from '../../src/lib/dates.ts';
import { LegalCommandError, type LegalFolder } from './legal-folder.ts';
import { openFolder } from './check-command.ts';

/** Throws, listing them, if `document` has mistakes on `today`; `what` names what was not done. */
export async function refuseWhileMistakes(
  folder: LegalFolder,
  document: string | undefined,
  what: string,
  today: Day,
): Promise<void> {
  const opened = await openFolder(folder.root, folder.legalDir, process.env, today, false);
  const own = ('mistakes' in opened ? opened.mistakes : []).filter(
    ({ file }) => file.endsWith(`/${document}.mdx`) || file.includes(`/${document}/`),
  );
  if (!own.length) return;
  throw new LegalCommandError(
    [
      `${what} nothing: ${document} has ${own.length === 1 ? 'a problem' : `${own.length} problems`} to fix first (content/legal/README.md explains each message):`,
      ...own.map(formatProblem),
      'Fix the text, then run this command again.',
    ].join('\n'),
  );
}
