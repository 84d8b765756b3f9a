// A legal folder read as the build reads it (the same functions), without Astro: for the commands.
import { glob, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dataFilePatterns, loadLegalText, type LegalTextData } from '../collections.ts';
import { LEGAL_TEXT_PATTERNS, textPlace } from '../files.ts';
import { compileLegalText, legalProcessor } from '../text/legal-processor.ts';
import { blankFrontmatter } from '../yaml-file.ts';
import { openLegalContent, type LegalContent } from './open-library.ts';
import type { SiteSettings } from '../../config/settings.ts';

export type FolderText = { source: string; data: LegalTextData };

const list = async (patterns: readonly string[], cwd: string) =>
  (await Array.fromAsync(glob([...patterns], { cwd }))).sort();

export async function readLegalTexts(root: URL, legalDir: string): Promise<FolderText[]> {
  const folder = fileURLToPath(new URL(`${legalDir}/`, root));
  return Promise.all(
    (await list(LEGAL_TEXT_PATTERNS, folder)).map(async (name) => {
      const file = `${legalDir}/${name}`;
      const url = new URL(file, root);
      // Reading a directory fails without naming it: the commands print the path of what failed.
      const source = await readFile(url, 'utf8').catch((error: Error) => {
        throw Object.assign(error, { path: fileURLToPath(url) });
      });
      return { source, data: loadLegalText(textPlace(legalDir, file)!, source) };
    }),
  );
}

export async function compileLegalTexts(
  texts: readonly FolderText[],
  root: URL,
  legalDir: string,
  settings: SiteSettings,
): Promise<LegalContent['texts']> {
  const processor = legalProcessor(root, legalDir, settings);
  return Promise.all(
    texts.map(async ({ source, data }) => ({
      ...data,
      meta: await compileLegalText(processor, root, data.file, blankFrontmatter(source), {
        ...data.frontmatter,
      }),
    })),
  );
}

export async function openLegalFolder(
  options: Omit<LegalContent, 'texts' | 'files'> & { root: URL },
) {
  const { root, legalDir, promotionsDir, settings } = options;
  const read = await readLegalTexts(root, legalDir);
  // A text the loader refuses is not compiled, as the build stops before compiling.
  const texts = read.some(({ data }) => data.problems.length)
    ? read.map(({ data }) => ({ ...data, meta: undefined as never }))
    : await compileLegalTexts(read, root, legalDir, settings);
  const dataFiles = await list(dataFilePatterns(legalDir, promotionsDir), fileURLToPath(root));
  const files = await Promise.all(
    dataFiles.map(async (file) => ({ file, text: await readFile(new URL(file, root), 'utf8') })),
  );
  return openLegalContent({ ...options, texts, files });
}
