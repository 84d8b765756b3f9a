/**
 * The PDF of one version of a legal document, as `/<document>/history/<day>.pdf` serves it: its
 * title, version date and status, the SHA-256 of its registered text and its permanent address,
 * then the text, laid out and tagged for assistive technology. Made once per build and shared:
 * the endpoint serves these bytes, and the pages and the versions file read their size and hash.
 */
import { formatLongDate, isoDay } from '../../lib/dates';
import { buildCache } from '../../lib/build-shared';
import { site } from '../../config/site';
import { versionSource, type LegalVersion } from '../documents';
import { versionPath } from '../paths';
import { legalLibrary } from '../source/library';
import { scopesOf } from '../markdown/references-plugin';
import { textHash } from '../version-register';
import { versionBlocks, type Words } from './version-blocks';
import type { SyntaxNode } from '../markdown/syntax-tree';
import { Layout } from './layout';
import { StructElement } from './structure';
import { taggedPdf } from './tagged-pdf';
import { interFonts } from './inter-fonts';

/** The language of the legal texts, as the PDF declares it. */
const LANGUAGE = 'en-US';

/** When the version applies, as of the build day: "In force since March 12, 2025". */
function applies(version: LegalVersion): string {
  const from = formatLongDate(version.date);
  if (version.status === 'upcoming') return `Takes effect on ${from}`;
  if (version.status === 'current') return `In force since ${from}`;
  return `Applied from ${from} until ${formatLongDate(version.until!)}`;
}

async function render(version: LegalVersion): Promise<Uint8Array> {
  const source = versionSource(version);
  const title = version.value.data.title;
  const day = isoDay(version.date);
  const address = new URL(versionPath(source.document, day), site.siteUrl).href;
  const blocks = versionBlocks({
    file: source.file,
    title,
    tree: source.outline.tree as SyntaxNode,
    scope: scopesOf(legalLibrary())(source),
    pageUrl: address,
  });
  const fonts = await interFonts();
  const layout = new Layout({ width: (style, text, size) => fonts[style].width(text, size) });
  const document = new StructElement('Document');
  const facts: Words[][] = [
    [{ text: `Version of ${formatLongDate(version.date)}. ${applies(version)}.` }],
    [{ text: 'SHA-256 of the text: ', strong: true }, { text: textHash(source.source) }],
    [
      { text: 'Permanent address: ', strong: true },
      { text: address, href: address },
    ],
  ];
  layout.heading(1, [{ text: title }], document);
  for (const words of facts) layout.paragraph(words, document, true);
  layout.blocks(blocks, document);
  return taggedPdf(
    layout.pages,
    document,
    {
      title: `${title} (version of ${formatLongDate(version.date)})`,
      language: LANGUAGE,
      producer: site.brandName,
      header: `${site.brandName} · ${title} · Version of ${formatLongDate(version.date)}`,
      footer: address,
    },
    fonts,
  );
}

const cache = buildCache<string, Promise<Uint8Array>>('legal-version-pdfs');

/**
 * The version's PDF, made once per build: every page, endpoint and file that asks for it gets
 * these same bytes. Keyed by file, text and status, so an edit in the dev server makes a new one.
 */
export function versionPdf(version: LegalVersion): Promise<Uint8Array> {
  const source = versionSource(version);
  const key = `${source.file}\n${textHash(source.source)}\n${version.status}`;
  let pdf = cache.get(key);
  if (!pdf) cache.set(key, (pdf = render(version)));
  return pdf;
}
