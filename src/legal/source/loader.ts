/**
 * The content collection's loader: the pages get their entries from the build's legal library
 * instead of reading and parsing the files a second time. Astro still compiles each MDX file
 * when a page renders it (`deferredRender`), as its own glob loader would.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { legalLibrary, reopenLegalLibrary, type LegalLibrary } from './library.ts';
import { bodyOf } from './frontmatter-block.ts';
import { libraryProblems, problemsReport } from '../check/library-check.ts';
import { REGISTER_FILE } from '../version-register.ts';

/** `content/legal/terms.mdx` → `terms`; `content/legal/archive/terms/2024-06-01.mdx` → `archive/terms/2024-06-01`. */
const entryId = (library: LegalLibrary, file: string) =>
  file.slice(library.dir.length + 1).replace(/\.mdx$/, '');

function store(library: LegalLibrary, { store, generateDigest }: LoaderContext): void {
  store.clear();
  const root = fileURLToPath(library.root);
  for (const version of library.versions) {
    // A build never gets here with broken frontmatter (the content check stops it first); in the
    // dev server, the pages show the problem instead of the version.
    if (!version.frontmatter.data) continue;
    const filePath = relative(root, fileURLToPath(new URL(version.file, library.root))).replaceAll(
      '\\',
      '/',
    );
    // The frontmatter is stored as the library validated it, against the collection's own schema: not validated twice.
    store.set({
      id: entryId(library, version.file),
      data: version.frontmatter.data,
      body: bodyOf(version.source),
      filePath,
      digest: generateDigest(version.source),
      deferredRender: true,
    });
  }
}

/** How long the files must be left alone before the folder is read again after a save. */
const SETTLE_MS = 100;

export function legalLoader(): Loader {
  return {
    name: 'legal-library',
    load: async (context) => {
      store(legalLibrary(), context);
      const folder = fileURLToPath(new URL(`${legalLibrary().dir}/`, legalLibrary().root));
      const register = `${folder}${REGISTER_FILE}`;
      // Saves arrive in bursts (an editor truncating a file then writing it, a git checkout): the
      // folder is read once the events have stopped for a moment, each reading waits for the one
      // before, and one that fails (a file gone mid-checkout) is reported without stopping the
      // dev server. The register counts too: a recorded correction settles a changed text.
      let reading = Promise.resolve();
      let settling: ReturnType<typeof setTimeout> | undefined;
      const reread = () => {
        reading = reading
          .then(async () => {
            const library = await reopenLegalLibrary();
            // Checked as the build would check it, and printed as the build would print it.
            const problems = libraryProblems(library);
            if (problems.length) context.logger.error(problemsReport(problems));
            store(library, context);
          })
          .catch((error: unknown) =>
            context.logger.error(`Could not re-read the legal documents: ${String(error)}`),
          );
      };
      const changed = (path: string) => {
        if (!path.startsWith(folder) || !(path.endsWith('.mdx') || path === register)) return;
        clearTimeout(settling);
        settling = setTimeout(reread, SETTLE_MS);
      };
      context.watcher?.add(folder);
      for (const event of ['add', 'change', 'unlink'] as const) context.watcher?.on(event, changed);
    },
  };
}
