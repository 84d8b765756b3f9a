/**
 * The legal library as the pages read it: the `legal` and `legalData` collections, each text
 * rendered once for its page and its metadata, opened for the build day (`openLegalContent`).
 * Every legal page, the feed, the data files and the PDFs await this one reading, made again
 * whenever an entry's digest changes (the dev server's content layer reloaded a file). A problem
 * stops the build, or shows in the dev server's overlay, as a `LegalContentError`.
 */
import { pathToFileURL } from 'node:url';
import { AstroError } from 'astro/errors';
import { getCollection, render } from 'astro:content';
import type { DataFile, LegalTextData } from './collections';
import { TEXT_META } from './text/legal-processor';
import type { TextMeta } from './text/read-text';
import { openLegalContent } from './library/open-library';
import type { LegalDocument, LegalVersion } from './library/library';
import { LegalContentError, problemsReport } from './problems';
import { recordedCorrections } from './corrections';
import { buildDayOf } from '../config/build-day';
import { buildMode } from '../config/build-mode';
import { productionReport } from '../config/production-findings';
import { LEGAL_DIR, PROMOTIONS_DIR } from '../config/legal-dir';
import { site } from '../config/site';
import { inEveryLanguage } from '../i18n/page-language';
import type { Language } from '../i18n/catalogue';

type Entries = Awaited<ReturnType<typeof getCollection<'legal'>>>;
type DataEntries = Awaited<ReturnType<typeof getCollection<'legalData'>>>;

async function open(entries: Entries, dataEntries: DataEntries) {
  // A text whose file the loader refuses (its frontmatter, its place) is reported before any is
  // compiled, as in a build, which stops at the loader.
  const refused = entries.some((entry) => (entry.data as LegalTextData).problems.length);
  const texts = await Promise.all(
    entries.map(async (entry) => {
      const data = entry.data as LegalTextData;
      if (refused) return { ...data, meta: undefined as never };
      const { Content, remarkPluginFrontmatter } = await render(entry);
      return { ...data, meta: remarkPluginFrontmatter[TEXT_META] as TextMeta, Content };
    }),
  );
  const files = dataEntries.map((entry) => entry.data as DataFile);
  const mode = buildMode(process.env);
  const opened = openLegalContent({
    texts,
    files,
    legalDir: LEGAL_DIR,
    promotionsDir: PROMOTIONS_DIR,
    buildDay: buildDayOf(process.env),
    production: mode.production,
    settings: site,
    env: process.env,
  });
  const dev = import.meta.env.DEV;
  if (opened.library === undefined) {
    if (dev) console.error(problemsReport(opened.problems));
    throw new LegalContentError(opened.problems, pathToFileURL(`${process.cwd()}/`), { dev });
  }
  const report = productionReport(opened.findings, mode);
  if (report?.refused) {
    const error = new AstroError(`${report.summary}\n${report.lines.join('\n')}`);
    error.stack = '';
    throw error;
  }
  if (report) console.warn([report.summary, ...report.lines].join('\n'));
  return opened;
}

let opened: { digests: string; library: ReturnType<typeof open> } | undefined;

/** The library, the programmes and the consent wording of this build, read once per state of the files. */
export async function siteLibrary() {
  const [entries, dataEntries] = await Promise.all([
    getCollection('legal'),
    getCollection('legalData'),
  ]);
  const digests = [...entries, ...dataEntries].map(({ id, digest }) => `${id} ${digest}`).join();
  if (opened?.digests !== digests) opened = { digests, library: open(entries, dataEntries) };
  return opened.library;
}

/** Every legal document, in the site's order. */
export const legalDocuments = async (): Promise<readonly LegalDocument[]> =>
  (await siteLibrary()).library.documents;

/** One page for each legal document in every language: `/terms`, `/es/terms/history`. */
export const documentPages = async () =>
  inEveryLanguage(
    (await legalDocuments()).map((document) => ({
      params: { document: document.name },
      props: { document },
    })),
  );

/** The corrections recorded for a version, as its history page in `language` lists them. */
export const versionCorrections = async (version: LegalVersion, language: Language) =>
  recordedCorrections(
    (await siteLibrary()).library.register,
    version.document,
    version.day,
    language,
  );
