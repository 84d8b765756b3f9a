/**
 * Copies a legal document's current text into its archive before a lawyer edits it, as
 * `<legal dir>/archive/<document>/<its date>.mdx`, so the version that applied until now stays
 * published in the history. Refuses anything that would lose or overwrite a version.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readFrontmatter } from '../../src/lib/legal/frontmatter.ts';

export interface ArchiveResult {
  /** The archived copy, relative to the project. */
  file: string;
  /** `false` when that exact copy was already archived. */
  created: boolean;
}

/** An editor's mistake, reported as one plain message without a stack trace. */
export class ArchiveError extends Error {}

export async function archiveLegalDocument(root: string, legalDir: string, document: string | undefined): Promise<ArchiveResult> {
  const documents = (await readdir(join(root, legalDir))).filter((file) => file.endsWith('.mdx')).map((file) => file.slice(0, -'.mdx'.length));
  if (!document || !documents.includes(document)) {
    const given = document ? `There is no ${legalDir}/${document}.mdx. ` : '';
    throw new ArchiveError(`${given}Name the document to archive, one of: ${documents.join(', ')}. For example: npm run legal:archive -- ${documents[0] ?? 'terms'}`);
  }
  const source = `${legalDir}/${document}.mdx`;
  const text = await readFile(join(root, source), 'utf8');
  const frontmatter = readFrontmatter(text);
  if (!frontmatter) {
    throw new ArchiveError(`${source} has frontmatter problems; run npm run build to see them with line numbers, fix them, then archive.`);
  }
  const day = frontmatter.date.toISOString().slice(0, 10);
  const file = `${legalDir}/archive/${document}/${day}.mdx`;
  if (existsSync(join(root, file))) {
    if ((await readFile(join(root, file), 'utf8')) === text) return { file, created: false };
    throw new ArchiveError(
      `${file} already exists and differs from ${source}. A version dated ${day} is already archived: if ${source} is a new version, give it the date it takes effect instead of archiving it.`,
    );
  }
  await mkdir(join(root, legalDir, 'archive', document), { recursive: true });
  await copyFile(join(root, source), join(root, file));
  return { file, created: true };
}
