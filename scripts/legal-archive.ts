/**
 * `npm run legal:archive -- <document>`: keeps the current version of a legal document in its
 * history before it is edited. See content/legal/README.md for the whole editing routine.
 */
import { LEGAL_DIR } from '../src/legal-content-dir.ts';
import { ArchiveError, archiveLegalDocument } from './lib/archive-legal.ts';

try {
  const document = process.argv[2];
  const { file, created } = await archiveLegalDocument(process.cwd(), LEGAL_DIR, document);
  if (!created) {
    console.log(`${file} already holds this exact version; nothing to do.`);
  } else {
    console.log(`Archived the current version as ${file}.`);
    console.log(`Now edit ${LEGAL_DIR}/${document}.mdx: set "date" to the day the new version takes effect and replace "changes" with what it changes.`);
  }
} catch (error) {
  if (!(error instanceof ArchiveError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
