import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { LEGAL_ARCHIVE_DIR, LEGAL_DIR } from '../legal-content-dir';
import type { LegalVersionSource } from '../lib/legal/version-lint';
import { versionPath } from '../lib/legal/paths';

async function mdxFiles(dir: URL): Promise<string[]> {
  return existsSync(dir) ? (await readdir(dir)).filter((file) => file.endsWith('.mdx')).sort() : [];
}

/**
 * Every version of every legal document, read from disk with the page it is published at:
 * the latest versions in the content folder, earlier ones in its archive.
 */
export async function readLegalSources(root: URL): Promise<LegalVersionSource[]> {
  const dir = new URL(`${LEGAL_DIR}/`, root);
  if (!existsSync(dir)) throw new Error(`The legal content folder ${LEGAL_DIR} does not exist (set by LEGAL_CONTENT_DIR or the default).`);
  const read = async (path: string) => readFile(new URL(path, root), 'utf8');

  const latest = await Promise.all(
    (await mdxFiles(dir)).map(async (file): Promise<LegalVersionSource> => {
      const document = file.replace(/\.mdx$/, '');
      return { file: `${LEGAL_DIR}/${file}`, route: `/${document}`, document, archivedAs: undefined, source: await read(`${LEGAL_DIR}/${file}`) };
    }),
  );
  const archiveRoot = new URL(`${LEGAL_ARCHIVE_DIR}/`, root);
  const folders = existsSync(archiveRoot) ? (await readdir(archiveRoot, { withFileTypes: true })).filter((entry) => entry.isDirectory()) : [];
  const archived = await Promise.all(
    folders.map(async ({ name: document }) =>
      Promise.all(
        (await mdxFiles(new URL(`${document}/`, archiveRoot))).map(async (file): Promise<LegalVersionSource> => {
          const name = file.replace(/\.mdx$/, '');
          const path = `${LEGAL_ARCHIVE_DIR}/${document}/${file}`;
          return { file: path, route: versionPath(document, name), document, archivedAs: name, source: await read(path) };
        }),
      ),
    ),
  );
  return [...latest, ...archived.flat()];
}
