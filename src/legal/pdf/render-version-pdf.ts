/**
 * Lays out and writes the PDF of one version of a legal document, or of its translation: its
 * title, version date, the SHA-256 of its text and its permanent address, then the text, tagged
 * for assistive technology, all in the text's language. Reads only the library and the site
 * settings, so a test renders exactly what the build serves.
 */
import { formatLongDay, type Day } from '../../lib/dates';
import { site } from '../../config/site';
import { versionPath } from '../paths';
import { languageRecord, t, type Language } from '../../i18n/catalogue';
import { defaultLanguage, localizedPath } from '../../i18n/page-language';
import type { LegalText, Version } from '../library/library';
import type { SyntaxNode } from '../text/syntax-tree';
import { versionBlocks, type PdfWords } from './version-blocks';
import { MissingGlyph, taggedPdf, type PdfBytes } from './tagged-pdf';

/** The PDF's title, shown by viewers instead of the file name: `Terms of Service (version of March 12, 2025)`. */
export const pdfTitle = (title: string, day: Day, language: Language) =>
  t(language).legal.pdf.title(title, formatLongDay(day, language));

/**
 * The PDF of a version's text, English or a translation (the same version and date, with the
 * translation's words, its labels in its language and its page in that language as its address),
 * from `tree`, the text with its references numbered. It says what the version is (its text and
 * its date), never its status on the build day: a person keeps the PDF as the proof of what they
 * accepted, and its SHA-256 is published, so the bytes must stay the same when the version takes
 * effect or is replaced; only a recorded correction of the text changes them.
 */
export async function renderVersionPdf(
  version: Version,
  text: LegalText,
  tree: SyntaxNode,
): Promise<PdfBytes> {
  const { title } = text.frontmatter;
  const path = versionPath(version.document, version.day);
  const address = new URL(localizedPath(text.language, path), site.siteUrl).href;
  const english = new URL(path, site.siteUrl).href;
  const labels = t(text.language).legal.pdf;
  const date = formatLongDay(version.day, text.language);
  // The opening facts: when it applies, its hash, its address and, for a translation, the English one's.
  const facts: PdfWords[][] = [
    [{ text: labels.applies(date) }],
    [{ text: labels.textSha256, strong: true }, { text: text.sha256 }],
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
      title: pdfTitle(title, version.day, text.language),
      language: languageRecord(text.language).tag,
      producer: site.brandName,
      date: version.day,
      header: labels.header(site.brandName, title, date),
      footer: address,
      pageNumber: labels.pageNumber,
    });
  } catch (error) {
    // The check refuses such a character typed in a text: this one is a value the build wrote in.
    if (!(error instanceof MissingGlyph)) throw error;
    throw new Error(
      `${text.file}: ${error.message}, in a value the text shows (a site setting or a rule) — write that value in letters of the Latin alphabet and common punctuation`,
      { cause: error },
    );
  }
}
