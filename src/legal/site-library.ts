// The legal library as the pages read it, from the collections: made again when a digest changes.
import { pathToFileURL } from 'node:url';
import { AstroError } from 'astro/errors';
import { getCollection, render } from 'astro:content';
import type { DataFile, LegalTextData } from './collections';
import { TEXT_META } from './text/legal-processor';
import type { TextMeta } from './text/read-text';
import { openLegalContent } from './library/open-library';
import { textIn, type LegalVersion } from './library/library';
import { renderVersionPdf } from './pdf/render-version-pdf';
import type { PdfBytes } from './pdf/tagged-pdf';
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
  // A text the loader refuses is reported before any is compiled, as a build stops at the loader.
  const refused = entries.some((entry) => (entry.data as LegalTextData).problems.length);
  const texts = await Promise.all(
    entries.map(async (entry) => {
      const data = entry.data as LegalTextData;
      if (refused) return { ...data, meta: undefined as never };
      const { Content, remarkPluginFrontmatter } = await render(entry);
      return { ...data, meta: remarkPluginFrontmatter[TEXT_META] as TextMeta, Content };
    }),
  );
  const mode = buildMode(process.env);
  const opened = openLegalContent({
    texts,
    files: dataEntries.map((entry) => entry.data as DataFile),
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
  if (report?.refused)
    throw Object.assign(new AstroError(`${report.summary}\n${report.lines.join('\n')}`), {
      stack: '',
    });
  if (report) console.warn([report.summary, ...report.lines].join('\n'));
  return opened;
}

let opened: { digests: string; library: ReturnType<typeof open> } | undefined;

export async function siteLibrary() {
  const entries = await getCollection('legal');
  const dataEntries = await getCollection('legalData');
  const digests = [...entries, ...dataEntries].map(({ id, digest }) => `${id} ${digest}`).join();
  if (opened?.digests !== digests) opened = { digests, library: open(entries, dataEntries) };
  return opened.library;
}

export const legalDocuments = async () => (await siteLibrary()).library.documents;

export const documentPages = async () =>
  inEveryLanguage(
    (await legalDocuments()).map((document) => ({
      params: { document: document.name },
      props: { document },
    })),
  );

export async function versionCorrections(version: LegalVersion, language: Language) {
  const { register } = (await siteLibrary()).library;
  return recordedCorrections(register, version.document, version.day, language);
}

const madePdfs = new WeakMap<object, Promise<PdfBytes>>();

/** Made once per build: the endpoint serves these bytes, and the pages and versions file hash them. */
export async function versionPdf(version: LegalVersion, language: Language): Promise<PdfBytes> {
  const text = textIn(version, language);
  if (!text)
    throw new Error(`${version.english.file} has no translation into ${language} to make a PDF of`);
  let pdf = madePdfs.get(text);
  if (!pdf) {
    const { library } = await siteLibrary();
    madePdfs.set(text, (pdf = renderVersionPdf(version, text, library.tree(text))));
  }
  return pdf;
}
