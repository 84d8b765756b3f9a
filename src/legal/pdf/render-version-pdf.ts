/**
 * Lays out and writes the PDF of one version of a legal document: its title, version date and
 * status, the SHA-256 of its registered text and its permanent address, then the text, tagged
 * for assistive technology. Reads only the library and the site settings, so a test renders
 * exactly what the build serves.
 */
import { formatLongDate, isoDay } from '../../lib/dates';
import { site } from '../../config/site';
import { versionPath } from '../paths';
import type { LegalLibrary } from '../source/library';
import type { ParsedVersion } from '../source/parsed-versions';
import type { TimelineVersion } from '../timeline';
import { scopesOf } from '../markdown/references-plugin';
import { textHash } from '../version-register';
import { formatProblem } from '../problems';
import { renderedTree } from '../source/outline';
import { versionBlocks, type Block, type Words } from './version-blocks';
import { Layout } from './layout';
import { StructElement } from './structure';
import { taggedPdf } from './tagged-pdf';
import type { PdfBytes } from './pdf-file';
import { interFonts } from './inter-fonts';
import { MissingGlyph } from './embedded-font';

/** What the PDF says of a version: its text, its date and its place in the timeline on the build day. */
export type PdfVersion = Pick<
  TimelineVersion<ParsedVersion>,
  'value' | 'date' | 'status' | 'until'
>;

/** The language of the legal texts, as the PDF declares it. */
export const PDF_LANGUAGE = 'en-US';

/** When the version applies, as of the build day, in the history page's words: "In force since March 12, 2025". */
function applies(version: PdfVersion): string {
  const from = formatLongDate(version.date);
  if (version.status === 'upcoming') return `Takes effect on ${from}`;
  if (version.status === 'current') return `In force since ${from}`;
  return `In force from ${from} until ${formatLongDate(version.until!)}`;
}

/** The PDF's title, shown by viewers instead of the file name: `Terms of Service (version of March 12, 2025)`. */
export const pdfTitle = (title: string, date: Date) =>
  `${title} (version of ${formatLongDate(date)})`;

export async function renderVersionPdf(
  version: PdfVersion,
  library: LegalLibrary,
): Promise<PdfBytes> {
  const source = version.value;
  const { syntaxError } = source.outline;
  const title = source.frontmatter.data?.title;
  if (syntaxError || !title)
    throw new Error(
      formatProblem({
        file: source.file,
        line: syntaxError?.line ?? 1,
        problem: 'the version cannot be read, so it has no PDF',
        fix: 'fix first what the content check reports for this file (npm run build lists it)',
      }),
    );
  const address = new URL(versionPath(source.document, isoDay(version.date)), site.siteUrl).href;
  const blocks = versionBlocks({
    file: source.file,
    title,
    tree: renderedTree(source.source),
    scope: scopesOf(library)(source),
    pageUrl: address,
  });
  try {
    return await layOut(version, title, address, blocks);
  } catch (error) {
    if (!(error instanceof MissingGlyph)) throw error;
    const line = source.source.split('\n').findIndex((text) => text.includes(error.char)) + 1;
    throw new Error(
      formatProblem({
        file: source.file,
        line: line || 1,
        problem: error.message,
        fix: 'write a character of the Latin alphabet or common punctuation (the PDF cannot show this one), or give the PDF a font that has it',
      }),
      { cause: error },
    );
  }
}

/** Sets the opening facts and the text on pages, and writes the file. */
async function layOut(version: PdfVersion, title: string, address: string, blocks: Block[]) {
  const source = version.value;
  const fonts = await interFonts();
  const layout = new Layout({ width: (style, text, size) => fonts[style].width(text, size) });
  const document = new StructElement('Document');
  const date = formatLongDate(version.date);
  const facts: Words[][] = [
    [{ text: `Version of ${date}. ${applies(version)}.` }],
    [{ text: 'SHA-256 of the text: ', strong: true }, { text: textHash(source.source) }],
    [
      { text: 'Permanent address: ', strong: true },
      { text: address, href: address },
    ],
  ];
  layout.heading(1, [{ text: title }], document);
  for (const words of facts) layout.paragraph(words, document);
  layout.blocks(blocks, document);
  return taggedPdf(
    layout.pages,
    document,
    {
      title: pdfTitle(title, version.date),
      language: PDF_LANGUAGE,
      producer: site.brandName,
      header: `${site.brandName} · ${title} · Version of ${date}`,
      footer: address,
    },
    fonts,
  );
}
