/** A character the PDF's font cannot draw stops the build at its line, instead of a blank box in the file. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { openLegalLibrary } from '../source/library';
import { versionText } from '../legal-text';
import { renderVersionPdf } from './render-version-pdf';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

it('names the file, the line and the character the font lacks', async () => {
  root = await mkdtemp(join(tmpdir(), 'legal-pdf-'));
  await mkdir(join(root, 'legal'));
  await writeFile(
    join(root, 'legal', 'terms.mdx'),
    `---\ntitle: Terms of Service\ndescription: A fixture document for the PDF tests, long enough to pass the schema.\ndateLabel: Effective\ndate: 2025-03-12\nchanges:\n  - First published version.\n---\n\n## 1. Accounts {#accounts}\n\nOne account → one person.\n`,
  );
  const library = await openLegalLibrary(
    pathToFileURL(`${root}/`),
    'legal',
    new Date('2025-06-01T00:00:00Z'),
  );
  const [terms] = library.versions;
  await expect(renderVersionPdf(versionText(terms!), library)).rejects.toThrow(
    `legal/terms.mdx:12: the PDF's font, Inter, has no glyph for "→" (U+2192) — write a character`,
  );
});
