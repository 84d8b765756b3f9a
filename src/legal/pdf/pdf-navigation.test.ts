/**
 * Finding one's way in a version's PDF, read with Poppler's tools: the bookmarks are the text's
 * section headings with their numbers, nested as on the page, each opening its heading; a
 * reference to a section of the same text is a link inside the file to a destination that exists.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, expect, it } from 'vitest';
import { pdfLibrary } from './pdf-library.fixture';
import { headingId, wordsOf, type SyntaxNode } from '../text/syntax-tree';
import { renderVersionPdf } from './render-version-pdf';

let pdf: Uint8Array;
let tree: SyntaxNode;

beforeAll(async () => {
  const library = await pdfLibrary();
  const terms = library.documents.find(({ name }) => name === 'terms')!.timeline.current;
  tree = library.tree(terms.english);
  pdf = await renderVersionPdf(terms, terms.english, tree);
}, 60_000);

const poppler = (tool: string, args: string[]) =>
  execFileSync(tool, args, { input: pdf, encoding: 'utf8' });

const headings = () =>
  (tree.children ?? []).filter(
    (node): node is SyntaxNode => node.type === 'heading' && (node.depth ?? 0) >= 2,
  );

it('has a bookmark for each section and subsection heading, with its number, nested as on the page', () => {
  const xml = execFileSync('pdftohtml', ['-xml', '-i', '-stdout', '-q', '-', 'out'], {
    input: pdf,
    encoding: 'utf8',
  });
  const outline = xml.slice(xml.indexOf('<outline>'));
  const items = [...outline.matchAll(/<(outline)>|<\/(outline)>|<item[^>]*>([^<]*)<\/item>/g)];
  let depth = 1;
  const bookmarks: string[] = [];
  for (const [, open, close, title] of items) {
    if (open) depth++;
    else if (close) depth--;
    else bookmarks.push(`${depth}:${title!.replace(/&amp;/g, '&')}`);
  }
  expect(bookmarks).toEqual(headings().map((node) => `${node.depth}:${wordsOf(node).trim()}`));
  expect(bookmarks).toEqual([
    '2:1. Agreement to these Terms',
    '3:1.1 Changes',
    '2:2. Prizes',
    '2:Annex A: Electronic records',
  ]);
});

it('names a destination after each heading id, and every link inside the file goes to one', () => {
  const destinations = new Set(
    [...poppler('pdfinfo', ['-dests', '-']).matchAll(/"([^"]+)"$/gm)].map((match) => match[1]),
  );
  expect([...destinations].sort()).toEqual(headings().map(headingId).sort());
  const targets = [
    ...Buffer.from(pdf)
      .toString('latin1')
      .matchAll(/\/S \/GoTo\s+\/D \(([^)]+)\)/g),
  ].map((match) => match[1]);
  expect(targets).toEqual(expect.arrayContaining(['annex-a', 'agreement', 'prizes']));
  for (const target of targets) expect(destinations).toContain(target);
});
