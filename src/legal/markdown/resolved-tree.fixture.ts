/** A legal text's resolved tree, from a library of that one text in a folder of its own. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openLegalLibrary } from '../source/library';
import { versionText } from '../legal-text';
import { resolvedTree } from './resolved-tree';

export const frontmatter = (title: string) =>
  `---\ntitle: ${title}\ndescription: A fixture document for the resolved tree's tests, long enough to pass.\ndateLabel: Effective\ndate: 2025-03-12\nchanges:\n  - First published version.\n---\n`;

/** The resolved tree of `body` as the Terms of Service (`content/legal/terms.mdx`). */
export async function resolvedTerms(body: string) {
  const root = await mkdtemp(join(tmpdir(), 'legal-resolved-'));
  try {
    await mkdir(join(root, 'legal'));
    await writeFile(join(root, 'legal/terms.mdx'), `${frontmatter('Terms of Service')}\n${body}`);
    const library = await openLegalLibrary(
      pathToFileURL(`${root}/`),
      'legal',
      new Date('2025-06-01T00:00:00Z'),
    );
    return await resolvedTree(library, versionText(library.versions[0]!));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
