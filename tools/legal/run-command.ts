import { relative } from 'node:path';
import { LEGAL_DIR } from '../../src/config/legal-dir.ts';
import { LegalCommandError, type LegalFolder } from './legal-folder.ts';

/** Runs a legal command, printing its lines; an editor's mistake prints as one message, exit 1. */
export async function runLegalCommand(
  command: (folder: LegalFolder) => Promise<string[]>,
): Promise<void> {
  try {
    for (const line of await command({ root: process.cwd(), legalDir: LEGAL_DIR }))
      console.log(line);
  } catch (error) {
    const unreadable = error instanceof Error && 'code' in error && 'path' in error;
    if (!(error instanceof LegalCommandError || unreadable)) throw error;
    console.error(
      unreadable
        ? `${relative(process.cwd(), String(error.path))}:1: this file cannot be read (${String(error.code)}) — check that it is a file your user may read, then try again`
        : error.message,
    );
    process.exitCode = 1;
  }
}
