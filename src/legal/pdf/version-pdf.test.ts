/**
 * The PDF of every version and translation of the fixture folder, read with Poppler's tools as a
 * reader's software reads it: tagged, titled and in a declared language, with a structure tree of
 * headings, paragraphs, lists (the lettered ones labelled (a), (b)…), tables and links tied to
 * their annotations, the summaries labelled as not part of the document, and the same bytes from
 * fresh state in another order.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LegalLibrary, LegalText, Version } from '../library/library';
import { formatLongDay } from '../../lib/dates';
import { t } from '../../i18n/catalogue';
import { pdfLibrary } from './pdf-library.fixture';
import { pdfTitle, renderVersionPdf } from './render-version-pdf';
import type { SyntaxNode } from '../text/syntax-tree';

/** Each text of the library with its version, newest version first in each document. */
const textsOf = (library: LegalLibrary) =>
  library.documents.flatMap(({ timeline }) =>
    timeline.versions.flatMap((version) =>
      [version.english, ...Object.values(version.translations)].map((text) => ({ version, text })),
    ),
  );
let texts: { version: Version; text: LegalText }[];
/** Each text's PDF, rendered once for the tests that read it, and the tree it was made from. */
const pdfs = new Map<LegalText, Uint8Array>();
const trees = new Map<LegalText, SyntaxNode>();

beforeAll(async () => {
  const library = await pdfLibrary();
  texts = textsOf(library);
  for (const { version, text } of texts) {
    trees.set(text, library.tree(text));
    pdfs.set(text, await renderVersionPdf(version, text, trees.get(text)!));
  }
}, 120_000);

/** Runs a Poppler tool on the PDF, given on standard input (`-`). */
const poppler = (tool: string, args: string[], pdf: Uint8Array) =>
  execFileSync(tool, args, { input: pdf, encoding: 'utf8' });

/** Whether the version's text has a node of `type` (a lettered list: a `Lettered` element). */
function has(text: LegalText, test: (node: SyntaxNode) => boolean): boolean {
  const visit = (node: SyntaxNode): boolean => test(node) || (node.children ?? []).some(visit);
  return visit(trees.get(text)!);
}

describe('the PDF of each version and translation', { timeout: 60_000 }, () => {
  it('covers every version of every document, and each translation', () => {
    expect(texts.map(({ text }) => text.file)).toEqual([
      'content/legal/terms.mdx',
      'content/legal/es/terms/2025-03-12.mdx',
      'content/legal/archive/terms/2024-06-01.mdx',
      'content/legal/official-rules.mdx',
    ]);
  });

  it('is tagged, titled and says what it is a version of, in a declared language', () => {
    for (const { version, text } of texts) {
      const pdf = pdfs.get(text)!;
      const info = poppler('pdfinfo', ['-'], pdf);
      const title = pdfTitle(text.frontmatter.title, version.day, text.language);
      expect(info, text.file).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toContain(`Title:           ${title}`);
      expect(Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1])).toBeGreaterThan(0);
      expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
      const raw = Buffer.from(pdf).toString('latin1');
      expect(raw).toContain(`/Lang (${text.language}-US)`);
      expect(raw).toMatch(/\/Marked true/);
      expect(raw).toMatch(/\/DisplayDocTitle true/);
      expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');
      // XMP metadata is UTF-8.
      expect(Buffer.from(pdf).toString('utf8')).toContain(
        `<rdf:li xml:lang="x-default">${title}</rdf:li>`,
      );
      // Nothing from the clock: its dates are the version's, so any day's build makes the same file.
      for (const field of ['CreationDate', 'ModDate']) {
        const printed = new RegExp(`^${field}:\\s+(.+) UTC$`, 'm').exec(info)?.[1];
        expect(new Date(`${printed} UTC`).toISOString(), field).toBe(
          `${version.day}T00:00:00.000Z`,
        );
      }

      const opening = poppler('pdftotext', ['-l', '1', '-', '-'], pdf).replace(/\s+/g, ' ');
      const labels = t(text.language).legal.pdf;
      // Its date, never its status on the build day: the bytes stay the same when it takes effect.
      expect(opening).toContain(labels.applies(formatLongDay(version.day, text.language)));
      expect(opening).not.toMatch(/In force|Takes effect|En vigor/);
      expect(opening).toContain(`${labels.textSha256}${text.sha256}`);
      expect(opening).toContain(
        `${labels.address}https://www.pollfly.example${text.language === 'es' ? '/es' : ''}/${version.document}/history/${version.day}`,
      );
    }
  });

  it('has a structure of headings, paragraphs, lists, tables and links, each link tied to its annotation', () => {
    for (const { text } of texts) {
      const pdf = pdfs.get(text)!;
      const structure = poppler('pdfinfo', ['-struct-text', '-'], pdf);
      const elements = new Set(
        [...structure.matchAll(/^\s*(\w+)(?: \(\w+\))?:?$/gm)].map((match) => match[1]),
      );
      const expected = ['Document', 'H1', 'H2', 'P', 'Link', 'Div'];
      if (has(text, (node) => node.type === 'heading' && node.depth === 3)) expected.push('H3');
      if (has(text, (node) => node.type === 'list')) expected.push('L', 'LI', 'Lbl', 'LBody');
      if (has(text, (node) => node.type === 'table')) expected.push('Table', 'TR', 'TH', 'TD');
      expect([...elements], text.file).toEqual(expect.arrayContaining(expected));
      // Each Link element holds its words and the annotation a click follows.
      expect(structure).toMatch(/Link \(inline\)\n\s+Object \d+ 0\n\s+"[^"]+"/);
      const inShort = t(text.language).inShort;
      expect(structure).toContain(
        `"${inShort.label} — ${inShort.notPartOf(text.frontmatter.title)}"`,
      );
      if (has(text, (node) => node.name === 'Lettered'))
        expect(structure).toMatch(/Lbl \(block\)\n\s+"\(a\)"/);
    }
  });

  // Each document from fresh state (its modules loaded afresh), its versions in the reverse
  // order, on a day when every version has taken effect: the same bytes show the render is
  // deterministic, that no file depends on the files made before it in the same build (fontkit
  // keeps the characters it first met each glyph with in the font, and a file's map from glyphs
  // back to text comes from them), and that a PDF someone saved while its version was announced
  // or in force still matches the one the site serves afterwards.
  it('is byte-identical when rendered again from fresh state, in another order, for a build on another day', async () => {
    vi.resetModules();
    const fresh = {
      ...(await import('./pdf-library.fixture')),
      ...(await import('./render-version-pdf')),
    };
    const reopened = await fresh.pdfLibrary('2027-02-01');
    for (const { version, text } of textsOf(reopened).toReversed()) {
      const again = await fresh.renderVersionPdf(version, text, reopened.tree(text));
      expect(
        Buffer.from(again).equals(
          Buffer.from(pdfs.get(texts.find((each) => each.text.file === text.file)!.text)!),
        ),
        text.file,
      ).toBe(true);
    }
  }, 180_000);
});
