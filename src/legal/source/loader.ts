/**
 * The content collections' loaders: the pages get their entries from the build's legal library,
 * as the `legal()` integration read and parsed it (`virtual:legal/build`), instead of reading and
 * parsing the files a second time, the English versions in one collection and their translations
 * in another (each with its own frontmatter schema). Astro still compiles each MDX file when a
 * page renders it (`deferredRender`), as its own glob loader would. After a save, the dev server
 * hands them its new reading (src/legal/dev-reread.ts).
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import legalBuild from 'virtual:legal/build';
import type { LegalBuild } from '../build-module.ts';
import { REREAD_KEY } from '../dev-reread.ts';
import type { LegalLibrary } from './library.ts';
import { bodyOf } from './frontmatter-block.ts';
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
export const entryId = (library: LegalLibrary, file: string) =>
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

function libraryLoader(name: string, entries: (library: LegalLibrary) => LibraryEntry[]): Loader {
  return {
    name,
    // Stores synchronously; the promise is the Loader contract's, and Astro awaits it.
    load: (context) => {
      // The dev server's new reading after a save; otherwise the build's one.
      const { library } =
        (context.refreshContextData?.[REREAD_KEY] as LegalBuild | undefined) ?? legalBuild;
      store(library, entries(library), context);
      return Promise.resolve();
    },
  };
}

/** Every English version of every legal document. */
export const legalLoader = () => libraryLoader('legal-library', versionEntries);

/** Every translation of a version. */
export const legalTranslationLoader = () => libraryLoader('legal-translations', translationEntries);
