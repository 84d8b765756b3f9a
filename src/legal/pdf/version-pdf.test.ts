/**
 * The PDF of every shipped version, read with Poppler's tools as a reader's software reads it:
 * tagged, titled and in a declared language, with a structure tree of headings, paragraphs,
 * lists (the lettered ones labelled (a), (b)…), tables and links tied to their annotations, the
 * summaries labelled as not part of the document, and the same bytes from fresh state in another
 * order.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openLegalLibrary, type LegalLibrary } from '../source/library';
import { documentNames, type ParsedVersion } from '../source/parsed-versions';
import { buildTimeline } from '../timeline';
import { resolvedTree } from '../markdown/resolved-tree';
import { versionText } from '../legal-text';
import { textHash } from '../register-file';
import { formatLongDate } from '../../lib/dates';
import { pdfTitle, renderVersionPdf } from './render-version-pdf';
import type { SyntaxNode } from '../markdown/syntax-tree';

const BUILD_DAY = new Date('2026-11-23T00:00:00Z');
const root = pathToFileURL(`${process.cwd()}/`);
let library: LegalLibrary;
let versions: ParsedVersion[];
/** Each version's PDF, rendered once for the tests that read it, and the tree it was made from. */
const pdfs = new Map<ParsedVersion, Uint8Array>();
const trees = new Map<ParsedVersion, SyntaxNode>();
const dated = (version: ParsedVersion) => ({ date: version.frontmatter.data!.date });

beforeAll(async () => {
  library = await openLegalLibrary(root, 'content/legal', BUILD_DAY);
  versions = documentNames(library.versions).flatMap(
    (name) =>
      buildTimeline(
        library.versions.filter((version) => version.document === name),
        dated,
        library.inForce.get(name),
      ).versions,
  );
  for (const version of versions) {
    pdfs.set(version, await renderVersionPdf(versionText(version), library));
    trees.set(version, await resolvedTree(library, versionText(version)));
  }
}, 120_000);

/** Runs a Poppler tool on the PDF, given on standard input (`-`). */
const poppler = (tool: string, args: string[], pdf: Uint8Array) =>
  execFileSync(tool, args, { input: pdf, encoding: 'utf8' });

/** Whether the version's text has a node of `type` (a lettered list: a `Lettered` element). */
function has(version: ParsedVersion, test: (node: SyntaxNode) => boolean): boolean {
  const visit = (node: SyntaxNode): boolean => test(node) || (node.children ?? []).some(visit);
  return visit(trees.get(version)!);
}

describe('the PDF of each shipped version', { timeout: 60_000 }, () => {
  it('covers every version of every document', () => {
    expect(versions.map((version) => version.file).sort()).toEqual(
      library.versions.map((version) => version.file).sort(),
    );
  });

  it('is tagged, titled and says what it is a version of, in a declared language', () => {
    for (const version of versions) {
      const pdf = pdfs.get(version)!;
      const info = poppler('pdfinfo', ['-'], pdf);
      const title = pdfTitle(version.frontmatter.data!.title, dated(version).date, 'en');
      expect(info, version.file).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toContain(`Title:           ${title}`);
      expect(Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1])).toBeGreaterThan(1);
      expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
      const raw = Buffer.from(pdf).toString('latin1');
      expect(raw).toContain('/Lang (en-US)');
      expect(raw).toMatch(/\/Marked true/);
      expect(raw).toMatch(/\/DisplayDocTitle true/);
      expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');
      expect(raw).toContain(`<rdf:li xml:lang="x-default">${title}</rdf:li>`);
      // Nothing from the clock: its dates are the version's, so any day's build makes the same file.
      for (const field of ['CreationDate', 'ModDate']) {
        const printed = new RegExp(`^${field}:\\s+(.+) UTC$`, 'm').exec(info)?.[1];
        expect(new Date(`${printed} UTC`).getTime(), field).toBe(dated(version).date.getTime());
      }

      const opening = poppler('pdftotext', ['-l', '1', '-', '-'], pdf).replace(/\s+/g, ' ');
      // Its date, never its status on the build day: the bytes stay the same when it takes effect.
      expect(opening).toContain(
        `Version of ${formatLongDate(dated(version).date)}: it applies from`,
      );
      expect(opening).not.toMatch(/In force|Takes effect/);
      expect(opening).toContain(`SHA-256 of the text: ${textHash(version.source)}`);
      expect(opening).toMatch(
        new RegExp(
          `Permanent address: https?://\\S+/${version.document}/history/\\d{4}-\\d{2}-\\d{2}`,
        ),
      );
    }
  });

  it('has a structure of headings, paragraphs, lists, tables and links, each link tied to its annotation', () => {
    for (const version of versions) {
      const pdf = pdfs.get(version)!;
      const structure = poppler('pdfinfo', ['-struct-text', '-'], pdf);
      const elements = new Set(
        [...structure.matchAll(/^\s*(\w+)(?: \(\w+\))?:?$/gm)].map((match) => match[1]),
      );
      const expected = ['Document', 'H1', 'H2', 'P', 'Link', 'Div'];
      if (has(version, (node) => node.type === 'heading' && node.depth === 3)) expected.push('H3');
      if (has(version, (node) => node.type === 'list')) expected.push('L', 'LI', 'Lbl', 'LBody');
      if (has(version, (node) => node.type === 'table')) expected.push('Table', 'TR', 'TH', 'TD');
      expect([...elements], version.file).toEqual(expect.arrayContaining(expected));
      // Each Link element holds its words and the annotation a click follows.
      expect(structure).toMatch(/Link \(inline\)\n\s+Object \d+ 0\n\s+"[^"]+"/);
      expect(structure).toContain(
        `"In short — this summary is not part of the ${version.frontmatter.data!.title}"`,
      );
      if (has(version, (node) => node.name === 'Lettered'))
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
    for (const name of documentNames(versions)) {
      vi.resetModules();
      const fresh = {
        ...(await import('../source/library')),
        ...(await import('../legal-text')),
        ...(await import('./render-version-pdf')),
      };
      const reopened = await fresh.openLegalLibrary(
        root,
        'content/legal',
        new Date('2027-02-01T00:00:00Z'),
      );
      for (const version of versions.filter((each) => each.document === name).toReversed()) {
        const value = reopened.versions.find((other) => other.file === version.file)!;
        const again = await fresh.renderVersionPdf(fresh.versionText(value), reopened);
        expect(Buffer.from(again).equals(Buffer.from(pdfs.get(version)!)), version.file).toBe(true);
      }
    }
  }, 180_000);
});
