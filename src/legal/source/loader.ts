/**
 * The content collections' loaders: the pages get their entries from the build's legal library
 * instead of reading and parsing the files a second time, the English versions in one collection
 * and their translations in another (each with its own frontmatter schema). Astro still compiles
 * each MDX file when a page renders it (`deferredRender`), as its own glob loader would.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { legalLibrary, reopenLegalLibrary, type LegalLibrary } from './library.ts';
import { bodyOf } from './frontmatter-block.ts';
import { libraryProblems, problemsReport } from '../check/library-check.ts';
import { REGISTER_FILE } from '../version-register.ts';
import { translatedVersion } from '../translations/parsed-translations.ts';

interface LibraryEntry {
  file: string;
  source: string;
  data: Record<string, unknown>;
}

/**
 * An entry's id is its file's path in the legal folder without `.mdx`: `terms`,
 * `archive/terms/2024-06-01`, and for a translation `es/terms/2025-03-12`, so no two can clash.
 */
const entryId = (library: LegalLibrary, file: string) =>
  file.slice(library.dir.length + 1).replace(/\.mdx$/, '');

// A build never stores a text with broken frontmatter (the content check stops it first); in the
// dev server, the pages show the problem instead of the text.
const versionEntries = (library: LegalLibrary): LibraryEntry[] =>
  library.versions.flatMap(({ file, source, frontmatter }) =>
    frontmatter.data ? [{ file, source, data: frontmatter.data }] : [],
  );

/** Translations of a version the library holds: one whose date names none has no page. */
const translationEntries = (library: LegalLibrary): LibraryEntry[] =>
  library.translations.flatMap((translation) =>
    translation.frontmatter.data && translatedVersion(library.versions, translation)
      ? [{ file: translation.file, source: translation.source, data: translation.frontmatter.data }]
      : [],
  );

function store(library: LegalLibrary, entries: LibraryEntry[], context: LoaderContext): void {
  const { store } = context;
  store.clear();
  const root = fileURLToPath(library.root);
  for (const { file, source, data } of entries) {
    const filePath = relative(root, fileURLToPath(new URL(file, library.root))).replaceAll(
      '\\',
      '/',
    );
    // The frontmatter is stored as the library validated it, against the collection's own schema: not validated twice.
    store.set({
      id: entryId(library, file),
      data,
      body: bodyOf(source),
      filePath,
      digest: context.generateDigest(source),
      deferredRender: true,
    });
  }
}

/** How long the files must be left alone before the folder is read again after a save. */
const SETTLE_MS = 100;

/** What each collection stores from a new reading of the folder, by the loader's name. */
const readers = new Map<string, (library: LegalLibrary) => void>();
const watched = new WeakSet<object>();

/**
 * Watches the legal folder once for every collection read from it: the folder is read again once
 * the saves have stopped for a moment, checked once, and every collection stores from that one reading.
 */
function watchFolder(context: LoaderContext): void {
  if (!context.watcher || watched.has(context.watcher)) return;
  watched.add(context.watcher);
  const folder = fileURLToPath(new URL(`${legalLibrary().dir}/`, legalLibrary().root));
  const register = `${folder}${REGISTER_FILE}`;
  // Saves arrive in bursts (an editor truncating a file then writing it, a git checkout): each
  // reading waits for the one before, and one that fails (a file gone mid-checkout) is reported
  // without stopping the dev server. The register counts too: a recorded correction settles a changed text.
  let reading = Promise.resolve();
  let settling: ReturnType<typeof setTimeout> | undefined;
  const reread = () => {
    reading = reading
      .then(async () => {
        const library = await reopenLegalLibrary();
        // Checked as the build would check it, and printed as the build would print it.
        const problems = libraryProblems(library);
        if (problems.length) context.logger.error(problemsReport(problems));
        for (const read of readers.values()) read(library);
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
  context.watcher.add(folder);
  for (const event of ['add', 'change', 'unlink'] as const) context.watcher.on(event, changed);
}

function libraryLoader(name: string, entries: (library: LegalLibrary) => LibraryEntry[]): Loader {
  return {
    name,
    // Reads synchronously; the promise is the Loader contract's, and Astro awaits it.
    load: (context) => {
      const read = (library: LegalLibrary) => store(library, entries(library), context);
      read(legalLibrary());
      readers.set(name, read);
      watchFolder(context);
      return Promise.resolve();
    },
  };
}

/** Every English version of every legal document. */
export const legalLoader = () => libraryLoader('legal-library', versionEntries);

/** Every translation of a version. */
export const legalTranslationLoader = () => libraryLoader('legal-translations', translationEntries);
