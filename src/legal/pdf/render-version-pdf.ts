/**
 * Lays out and writes the PDF of one version of a legal document, or of its translation: its
 * title, version date, the SHA-256 of its text and its permanent address, then the text, tagged
 * for assistive technology, all in the text's language. Reads only the library and the site
 * settings, so a test renders exactly what the build serves.
 */
import { formatLongDate, isoDay } from '../../lib/dates';
import { site } from '../../config/site';
import { versionPath } from '../paths';
import type { LegalLibrary } from '../source/library';
import { languageRecord, t } from '../../i18n/catalogue';
import type { LegalText } from '../legal-text';
import { defaultLanguage, localizedPath } from '../../i18n/page-language';
import { textHash } from '../register-file';
import { formatProblem } from '../problems';
import { resolvedTree } from '../markdown/resolved-tree';
import { versionBlocks, type Words } from './version-blocks';
import { MissingGlyph, taggedPdf, type PdfBytes } from './tagged-pdf';

/** The PDF's title, shown by viewers instead of the file name: `Terms of Service (version of March 12, 2025)`. */
export const pdfTitle = (title: string, date: Date, language: LegalText['language']) =>
  t(language).legal.pdf.title(title, formatLongDate(date, language));

/**
 * The PDF of a version's text, English or a translation (the same version and date, with the
 * translation's words, its labels in its language and its page in that language as its address).
 * It says what the version is (its text and its date), never its status on the build day: a
 * person keeps the PDF as the proof of what they accepted, and its SHA-256 is published, so the
 * bytes must stay the same when the version takes effect or is replaced; only a recorded
 * correction of the text changes them. The status is on the permanent address the PDF names.
 */
export async function renderVersionPdf(text: LegalText, library: LegalLibrary): Promise<PdfBytes> {
  const { title, outline } = text;
  const day = text.version.frontmatter.data?.date;
  if (outline.syntaxError || !title || !day)
    throw new Error(
      formatProblem({
        file: text.file,
        line: outline.syntaxError?.line ?? 1,
        problem: 'the version cannot be read, so it has no PDF',
        fix: 'fix first what the content check reports for this file (npm run build lists it)',
      }),
    );
  const path = versionPath(text.version.document, isoDay(day));
  const address = new URL(localizedPath(text.language, path), site.siteUrl).href;
  const english = new URL(path, site.siteUrl).href;
  const tree = await resolvedTree(library, text);
  const labels = t(text.language).legal.pdf;
  const date = formatLongDate(day, text.language);
  // The opening facts: when it applies, its hash, its address and, for a translation, the English one's.
  const facts: Words[][] = [
    [{ text: labels.applies(date) }],
    [{ text: labels.textSha256, strong: true }, { text: textHash(text.source) }],
    [
      { text: labels.address, strong: true },
      { text: address, href: address },
    ],
  ];
  if (text.language !== defaultLanguage)
    facts.push([
      { text: labels.translation, strong: true },
      { text: english, href: english },
    ]);
  try {
    return await taggedPdf({
      heading: title,
      facts,
      blocks: versionBlocks({ file: text.file, tree, pageUrl: address }),
      title: pdfTitle(title, day, text.language),
      language: languageRecord(text.language).tag,
      producer: site.brandName,
      date: day,
      header: labels.header(site.brandName, title, date),
      footer: address,
      pageNumber: labels.pageNumber,
    });
  } catch (error) {
    if (!(error instanceof MissingGlyph)) throw error;
    const line = text.source.split('\n').findIndex((words) => words.includes(error.char)) + 1;
    throw new Error(
      formatProblem({
        file: text.file,
        line: line || 1,
        problem: error.message,
        fix: 'write a character of the Latin alphabet or common punctuation (the PDF cannot show this one), or give the PDF a font that has it',
      }),
      { cause: error },
    );
  }
}
