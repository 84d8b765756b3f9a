// The legal texts and data files as content collections; the texts' loader checks each file alone.
import { glob as listFiles, readFile } from 'node:fs/promises';
import { matchesGlob, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { LEGAL_TEXT_PATTERNS, textPlace, type TextPlace } from './files.ts';
import { isDocumentName, DOCUMENT_NAMES, type Sha256 } from './fields.ts';
import {
  translationFrontmatter,
  versionFrontmatter,
  type LegalFrontmatter,
  type TranslationFrontmatter,
} from './schema.ts';
import { frontmatterBlock, frontmatterKeyLine, lintFrontmatter } from './yaml-file.ts';
import { lintCharacters } from './check/characters.ts';
import { REGISTER_FILE, textHash } from './register-file.ts';
import { CONSENT_SOURCE } from './consent/consent-source.ts';
import { LegalContentError, sortProblems, type Problem } from './problems.ts';
import { defaultLanguage } from '../i18n/page-language.ts';

export type LegalTextData = TextPlace & {
  sha256: Sha256;
  /** `undefined` while it has problems. */
  frontmatter: LegalFrontmatter | TranslationFrontmatter | undefined;
  /** The line of each frontmatter field, or of the opening fence for one it lacks. */
  lines: Record<string, number>;
  problems: Problem[];
};

/** `file` relative to the project: `content/legal/register.json`. */
export type DataFile = { file: string; text: string };

function placeProblems({ document, archived, language }: TextPlace): Problem[] {
  if (isDocumentName(document)) return [];
  const folder = archived ? 'archive' : language === defaultLanguage ? 'legal' : 'translation';
  const problem = `"${document}" is not a legal document, so this file has no page`;
  const fix = `name it, or the ${folder} folder it is in, after one of the documents: ${DOCUMENT_NAMES.join(', ')}`;
  return [{ line: 1, problem, fix }];
}

export function loadLegalText(place: TextPlace, source: string): LegalTextData {
  const schema = place.language === defaultLanguage ? versionFrontmatter : translationFrontmatter;
  const frontmatter = lintFrontmatter(source, schema);
  const problems = [...placeProblems(place), ...frontmatter.problems, ...lintCharacters(source)];
  const block = frontmatterBlock(source);
  return {
    ...place,
    sha256: textHash(source),
    frontmatter: problems.length ? undefined : frontmatter.data,
    lines: Object.fromEntries(
      Object.keys(schema.shape).map((key) => [key, block ? frontmatterKeyLine(block, key) : 1]),
    ),
    problems: problems.toSorted((a, b) => a.line - b.line),
  };
}

export const textProblems = (texts: readonly Pick<LegalTextData, 'file' | 'problems'>[]) =>
  sortProblems(
    texts.flatMap(({ file, problems }) => problems.map((problem) => ({ file, ...problem }))),
  );

// A file's `add` and `change` events held until it has been quiet: an editor's save truncates the
// file, then writes it, and the watcher may report only the truncation, an empty file.
type Watcher = NonNullable<LoaderContext['watcher']>;
type Listener = (path: string, ...rest: unknown[]) => unknown;

const QUIET_MS = 150; // long enough for a save to finish writing, short beside the reload after it

export function settledWatcher(watcher: Watcher): Watcher {
  const held = new Map<string, ReturnType<typeof setTimeout>>();
  const settled =
    (event: string, listener: Listener): Listener =>
    (path, ...rest) => {
      const key = `${event} ${path}`;
      clearTimeout(held.get(key));
      const timer = setTimeout(() => {
        held.delete(key);
        listener(path, ...rest);
      }, QUIET_MS);
      held.set(key, timer);
    };
  return new Proxy(watcher, {
    get(target, key) {
      if (key === 'on')
        return (event: string, listener: Listener) =>
          target.on(
            event as 'change',
            event === 'change' || event === 'add' ? settled(event, listener) : listener,
          );
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** What glob() reads of a file before its data: for an MDX file, Astro's frontmatter parse. */
type EntryFile = { contents: string; fileUrl: URL };
type EntryType = { getEntryInfo(file: EntryFile): Promise<{ data: unknown; body: string }> };

// MDX frontmatter Astro refuses (a quote never closed) is read as empty: `parseData` reports it.
function forgiving(types: ReadonlyMap<string, EntryType>) {
  const mdx = types.get('.mdx');
  if (!mdx) return types;
  const getEntryInfo = (file: EntryFile) =>
    mdx.getEntryInfo(file).catch(() => ({ data: {}, body: file.contents }));
  return new Map(types).set('.mdx', { ...mdx, getEntryInfo });
}

export function legalTexts(legalDir: string): Loader {
  const files = glob({ base: legalDir, pattern: LEGAL_TEXT_PATTERNS });
  return {
    name: 'legal-texts',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      // `entryTypes`: what glob() reads files with, which Astro hands its own loaders.
      const { entryTypes } = context as unknown as { entryTypes: ReadonlyMap<string, EntryType> };
      const parseData: LoaderContext['parseData'] = async ({ filePath }) => {
        const place = textPlace(legalDir, relative(root, filePath!))!;
        return loadLegalText(place, await readFile(filePath!, 'utf8')) as never;
      };
      await files.load({
        ...context,
        watcher: context.watcher && settledWatcher(context.watcher),
        parseData,
        entryTypes: forgiving(entryTypes),
      } as LoaderContext);
      // In a build, every problem before anything is compiled.
      if (context.watcher) return;
      const problems = textProblems(context.store.values().map(({ data }) => data as never));
      if (problems.length)
        throw new LegalContentError(problems, context.config.root, { dev: false });
    },
  };
}

export const dataFilePatterns = (legalDir: string, promotionsDir: string) => [
  `${legalDir}/${REGISTER_FILE}`,
  CONSENT_SOURCE,
  `${promotionsDir}/*.{yaml,json}`,
  `${promotionsDir}/es/*.yaml`,
];

export function dataFiles(patterns: readonly string[]): Loader {
  return {
    name: 'legal-data-files',
    load: async (context) => {
      const { store, config, watcher } = context;
      const root = fileURLToPath(config.root);
      const read = async (file: string) => {
        const text = await readFile(`${root}/${file}`, 'utf8');
        store.set({ id: file, data: { file, text }, digest: context.generateDigest(text) });
      };
      store.clear();
      for await (const file of listFiles([...patterns], { cwd: root })) await read(file);
      if (!watcher) return;
      const settled = settledWatcher(watcher);
      const on = (event: 'add' | 'change' | 'unlink', handle: (file: string) => unknown) =>
        settled.on(event, (path: string) => {
          const file = relative(root, path);
          if (patterns.some((pattern) => matchesGlob(file, pattern))) handle(file);
        });
      const reread = (file: string) => read(file).catch(() => store.delete(file));
      on('add', reread);
      on('change', reread);
      on('unlink', (file) => store.delete(file));
    },
  };
}
