/**
 * The legal content as Astro content collections (`src/content.config.ts`): the legal texts,
 * compiled by `@astrojs/mdx`, and the data files beside them (the registers, the consent wording,
 * the programmes). The texts' loader wraps `glob()`, as Starlight's `docsLoader` does, and checks
 * what can be checked of one file before it is compiled: where it is, its frontmatter and its
 * characters. A build stops on any problem there; the dev server keeps the entry with its
 * problems, and the page that would show it shows them instead.
 */
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
import { settledWatcher } from './settled-watcher.ts';
import { LegalContentError, sortProblems, type LegalProblem, type Problem } from './problems.ts';
import { defaultLanguage } from '../i18n/page-language.ts';

/** A legal text as its loader stores it. */
export type LegalTextData = TextPlace & {
  sha256: Sha256;
  /** `undefined` while it has problems. */
  frontmatter: LegalFrontmatter | TranslationFrontmatter | undefined;
  /** The line of each frontmatter field, or of the opening fence for one it lacks. */
  lines: Record<string, number>;
  problems: Problem[];
};

/** A data file as its loader stores it: its text, read as the library reads it. */
export interface DataFile {
  /** Relative to the project: `content/legal/register.json`. */
  file: string;
  text: string;
}

/** What is wrong with where a text is. */
function placeProblems({ document, archived, language }: TextPlace): Problem[] {
  if (isDocumentName(document)) return [];
  const folder = archived
    ? 'archive folder'
    : language === defaultLanguage
      ? 'legal folder'
      : 'translation folder';
  return [
    {
      line: 1,
      problem: `"${document}" is not a legal document, so this file has no page`,
      fix: `name it, or the ${folder} it is in, after one of the documents: ${DOCUMENT_NAMES.join(', ')}`,
    },
  ];
}

/** What the loader stores of the legal text at `place`, whose file holds `source`. */
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

/** Throws every problem the loaded entries hold: in a build, before anything is compiled. */
function stopOnProblems(
  { store, config, watcher }: LoaderContext,
  problemsOf: (data: never) => LegalProblem[],
) {
  if (watcher) return;
  const problems = sortProblems(store.values().flatMap((entry) => problemsOf(entry.data as never)));
  if (problems.length) throw new LegalContentError(problems, config.root, { dev: false });
}

/** What glob() reads of a file before its data: for an MDX file, Astro's frontmatter parse. */
interface EntryType {
  getEntryInfo(file: { contents: string; fileUrl: URL }): Promise<{ data: unknown; body: string }>;
}

/**
 * The entry types, the MDX one reading frontmatter Astro's parser refuses (a quote never closed)
 * as empty: `parseData` then reports it, at its line and in the editor's words, with the rest.
 */
const forgiving = (types: ReadonlyMap<string, EntryType>) =>
  new Map(
    [...types].map(([extension, type]) => [
      extension,
      extension !== '.mdx'
        ? type
        : {
            ...type,
            getEntryInfo: (file: { contents: string; fileUrl: URL }) =>
              type.getEntryInfo(file).catch(() => ({ data: {}, body: file.contents })),
          },
    ]),
  );

export function legalTexts(legalDir: string): Loader {
  const files = glob({ base: legalDir, pattern: LEGAL_TEXT_PATTERNS });
  return {
    name: 'legal-texts',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      // `entryTypes`: what glob() reads files with, which Astro hands its own loaders.
      const { entryTypes } = context as LoaderContext & {
        entryTypes: ReadonlyMap<string, EntryType>;
      };
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
      stopOnProblems(context, (data: LegalTextData) =>
        data.problems.map((problem) => ({ file: data.file, ...problem })),
      );
    },
  };
}

/** The data files the legal library reads, relative to the project: the registers, the consent wording, the programmes. */
export const dataFilePatterns = (legalDir: string, promotionsDir: string) => [
  `${legalDir}/${REGISTER_FILE}`,
  CONSENT_SOURCE,
  `${promotionsDir}/*.{yaml,json}`,
  `${promotionsDir}/es/*.yaml`,
];

/** The data files `patterns` name (relative to the project), each as its text. */
export function dataFiles(patterns: readonly string[]): Loader {
  return {
    name: 'legal-data-files',
    load: async (context) => {
      const { store, config, watcher } = context;
      const root = fileURLToPath(config.root);
      const read = async (file: string) => {
        const text = await readFile(`${root}/${file}`, 'utf8');
        store.set({
          id: file,
          data: { file, text } satisfies DataFile,
          digest: context.generateDigest(text),
        });
      };
      store.clear();
      for await (const file of listFiles([...patterns], { cwd: root })) await read(file);
      if (!watcher) return;
      const settled = settledWatcher(watcher);
      const ours = (path: string) => {
        const file = relative(root, path);
        return patterns.some((pattern) => matchesGlob(file, pattern)) ? file : undefined;
      };
      const reread = (path: string) => {
        const file = ours(path);
        if (file) read(file).catch(() => store.delete(file));
      };
      settled.on('add', reread);
      settled.on('change', reread);
      settled.on('unlink', (path) => {
        const file = ours(path);
        if (file) store.delete(file);
      });
    },
  };
}
