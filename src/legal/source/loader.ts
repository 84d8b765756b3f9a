/**
 * The content collection's loader: the pages get their entries from the build's legal library
 * instead of reading and parsing the files a second time. Astro still compiles each MDX file
 * when a page renders it (`deferredRender`), as its own glob loader would.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { legalLibrary, reopenLegalLibrary, type LegalLibrary } from './library.ts';
import { formatProblems } from '../check/problems.ts';

/** `content/legal/terms.mdx` → `terms`; `content/legal/archive/terms/2024-06-01.mdx` → `archive/terms/2024-06-01`. */
const entryId = (library: LegalLibrary, file: string) => file.slice(library.dir.length + 1).replace(/\.mdx$/, '');

/** The file's text after its frontmatter, as Astro's own loader keeps it in `entry.body`. */
const bodyOf = (source: string) => source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');

async function store(library: LegalLibrary, { store, parseData, generateDigest, logger }: LoaderContext): Promise<void> {
  store.clear();
  const root = fileURLToPath(library.root);
  for (const version of library.versions) {
    const id = entryId(library, version.file);
    // A build never gets here with broken frontmatter (the content check stops it first); the dev
    // server checks only at start, so an edit made while it runs is reported here instead.
    if (!version.frontmatter.data) {
      logger.error(formatProblems(version.frontmatter.problems.map((problem) => ({ file: version.file, ...problem }))));
      continue;
    }
    const filePath = relative(root, fileURLToPath(new URL(version.file, library.root))).replaceAll('\\', '/');
    const data = await parseData({ id, data: version.frontmatter.data, filePath });
    store.set({ id, data, body: bodyOf(version.source), filePath, digest: generateDigest(version.source), deferredRender: true });
  }
}

export function legalLoader(): Loader {
  return {
    name: 'legal-library',
    load: async (context) => {
      await store(legalLibrary(), context);
      const folder = fileURLToPath(new URL(`${legalLibrary().dir}/`, legalLibrary().root));
      const changed = async (path: string) => {
        if (path.startsWith(folder) && path.endsWith('.mdx')) await store(await reopenLegalLibrary(), context);
      };
      context.watcher?.add(folder);
      for (const event of ['add', 'change', 'unlink'] as const) context.watcher?.on(event, changed);
    },
  };
}
