import { LEGAL_DIR } from '../../src/config/legal-dir.ts';
import { UnreadableLegalFile } from '../../src/legal/source/read-folder.ts';
import { LegalCommandError, type LegalFolder } from './legal-folder.ts';

/**
 * Runs a legal command on the project's legal folder and prints what it did; an editor's mistake
 * (or a file the system would not read) prints as one plain message and exit code 1, without a
 * stack trace.
 */
export async function runLegalCommand(
  command: (folder: LegalFolder) => Promise<string[]>,
): Promise<void> {
  try {
    for (const line of await command({ root: process.cwd(), legalDir: LEGAL_DIR }))
      console.log(line);
  } catch (error) {
    if (!(error instanceof LegalCommandError || error instanceof UnreadableLegalFile)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
