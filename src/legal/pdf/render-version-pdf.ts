// One version's PDF in one language; reads only the library and settings, so tests see the build's.
import { formatLongDay, type Day } from '../../lib/dates';
import { site } from '../../config/site';
import { versionPath } from '../paths';
import { languageRecord, t, type Language } from '../../i18n/catalogue';
import { defaultLanguage, localizedPath } from '../../i18n/page-language';
import type { LegalText, Version } from '../library/library';
import type { SyntaxNode } from '../text/syntax-tree';
import { versionBlocks, type PdfWords } from './version-blocks';
import { MissingGlyph, taggedPdf } from './tagged-pdf';

/** Shown by viewers instead of the file name: `Terms of Service (version of March 12, 2025)`. */
export const pdfTitle = (title: string, day: Day, language: Language) =>
  t(language).legal.pdf.title(title, formatLongDay(day, language));

// Never the status on the build day: its SHA-256 is published as proof of what a person accepted.
export async function renderVersionPdf(version: Version, text: LegalText, tree: SyntaxNode) {
  const { title } = text.frontmatter;
  const path = versionPath(version.document, version.day);
  const address = new URL(localizedPath(text.language, path), site.siteUrl).href;
  const english = new URL(path, site.siteUrl).href;
  const labels = t(text.language).legal.pdf;
  const date = formatLongDay(version.day, text.language);
  const fact = (label: string, value: PdfWords) => [{ text: label, strong: true }, value];
  const facts = [
    [{ text: labels.applies(date) }],
    fact(labels.textSha256, { text: text.sha256 }),
    fact(labels.address, { text: address, href: address }),
  ];
  if (text.language !== defaultLanguage)
    facts.push(fact(labels.translation, { text: english, href: english }));
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
