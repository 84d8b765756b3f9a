/**
 * Line breaking and tagging, with a font where every character is 1 pt wide at any size: words
 * wrap at the width and keep their spaces for extraction, an overlong word is broken, and a link
 * that wraps stays one Link element with an annotation per line.
 */
import { describe, expect, it } from 'vitest';
import { Layout } from './layout';
import { StructElement } from './structure';
import type { Words } from './version-blocks';

const layOut = (words: Words[], width: number) => {
  const layout = new Layout({ width: (_, text) => text.length });
  const root = new StructElement('Document');
  layout.blocks([{ kind: 'paragraph', words }], root, 72, width);
  return { page: layout.pages[0]!, root };
};

describe('Layout', () => {
  it('wraps words at the width, each broken line keeping its space', () => {
    const { page } = layOut([{ text: 'one two three four' }], 9);
    expect(page.runs.map((run) => run.text)).toEqual(['one two ', 'three ', 'four']);
    expect(new Set(page.runs.map((run) => run.mcid))).toEqual(new Set([0]));
  });

  it('breaks a word longer than a line between its characters', () => {
    const { page } = layOut([{ text: 'https://example.com/very/long' }], 10);
    expect(page.runs.map((run) => run.text)).toEqual(['https://ex', 'ample.com/', 'very/long']);
  });

  it('keeps a wrapped link one Link element, with an annotation for each of its lines', () => {
    const { page, root } = layOut(
      [
        { text: 'See ' },
        { text: 'the whole terms', href: 'https://x.example/terms' },
        { text: '.' },
      ],
      12,
    );
    expect(page.runs.map((run) => [run.text, run.ink])).toEqual([
      ['See ', 'text'],
      ['the', 'link'],
      [' ', 'text'],
      ['whole terms', 'link'],
      ['.', 'text'],
    ]);
    const paragraph = root.kids[0] as StructElement;
    const links = paragraph.kids.filter((kid) => kid instanceof StructElement);
    expect(links.map((link) => link.type)).toEqual(['Link']);
    expect(links[0]!.kids.filter((kid) => 'annotation' in kid)).toHaveLength(2);
    expect(page.links.map((link) => link.contents)).toEqual(['the whole terms', 'the whole terms']);
  });
});
