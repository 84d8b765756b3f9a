/**
 * Lays a version's blocks out on US Letter pages: wraps words into lines, breaks pages, and as it
 * places each run of text, records which structure element it belongs to (its marked-content id),
 * so the structure tree follows the reading order exactly. Pure arithmetic on font metrics: the
 * same blocks always give the same pages.
 */
import { name } from './pdf-syntax';
import { StructElement } from './structure';
import type { Block, Words } from './version-blocks';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

export interface Measure {
  width(style: FontStyle, text: string, size: number): number;
}

export interface TextRun {
  style: FontStyle;
  size: number;
  x: number;
  /** Baseline, from the bottom of the page. */
  y: number;
  text: string;
  ink: Ink;
  /** The marked-content id this run belongs to. */
  mcid: number;
}

/** A decoration, drawn as an artifact: rules between table rows, the bar beside a summary. */
export interface Rule {
  x: number;
  y: number;
  width: number;
  height: number;
  ink: Ink;
}

export interface LinkBox {
  rect: [number, number, number, number];
  href: string;
  /** The link's words, which the annotation carries as its description (PDF/UA 7.18.5). */
  contents: string;
  element: StructElement;
}

export interface LaidPage {
  runs: TextRun[];
  rules: Rule[];
  links: LinkBox[];
  /** The structure element of each marked-content id, in id order: the page's ParentTree entry. */
  marks: StructElement[];
}

/** The colours of text and lines, as PDF operators; text inks keep WCAG AA contrast on white. */
export const INKS = {
  text: '0 g',
  muted: '0.25 g',
  link: '0.1 0.3 0.63 rg',
  line: '0.2 g',
  faint: '0.6 g',
} as const;
export type Ink = keyof typeof INKS;

export const PAGE = { width: 612, height: 792, margin: 72 } as const;
const CONTENT = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.margin;
const TOP = PAGE.height - PAGE.margin;

const BODY = { size: 10.5, leading: 15, after: 8 };
const SMALL = { size: 9.5, leading: 13.5, after: 6 };
const CELL = { size: 8.5, leading: 11.5, after: 0 };
const HEADINGS = {
  1: { size: 22, leading: 28, before: 0, after: 10 },
  2: { size: 14, leading: 19, before: 16, after: 6 },
  3: { size: 11.5, leading: 16, before: 10, after: 4 },
} as const;
const LIST_INDENT = 24;
const ITEM_GAP = 3;
const SUMMARY_INDENT = 12;
const CELL_PADDING = 4;

type TextStyle = { size: number; leading: number; after: number };

/** A word piece: no white space inside, and whether a space comes before it. */
interface Atom {
  text: string;
  style: FontStyle;
  href: string | undefined;
  /** Which link the atom is part of: the same number for the words of one link. */
  link: number | undefined;
  space: boolean;
}

interface Line {
  atoms: Atom[];
  width: number;
  /** The line ended at a space: it keeps one, so its words do not run into the next line's. */
  space?: boolean;
}

const fontStyle = (words: Words, bold: boolean): FontStyle =>
  words.strong || bold
    ? words.emphasis
      ? 'boldItalic'
      : 'bold'
    : words.emphasis
      ? 'italic'
      : 'regular';

export class Layout {
  readonly pages: LaidPage[] = [];
  /** The top of the next line box. */
  private y = 0;
  private page!: LaidPage;
  private lastMark: StructElement | undefined;
  private links = 0;
  private readonly linkElements = new Map<number, StructElement>();
  /** Each link's words, for its annotations' descriptions. */
  private readonly linkWords = new Map<number, string>();
  /** Set inside a summary: every line placed gets the bar beside it. */
  private bar: number | undefined;

  constructor(private readonly measure: Measure) {
    this.newPage();
  }

  private newPage() {
    this.page = { runs: [], rules: [], links: [], marks: [] };
    this.pages.push(this.page);
    this.y = TOP;
    this.lastMark = undefined;
  }

  /** Starts a new page unless `height` still fits on this one. */
  private room(height: number) {
    if (this.y - height < BOTTOM && this.y < TOP) this.newPage();
  }

  private gap(space: number) {
    if (this.y < TOP) this.y -= space;
  }

  /** The marked-content id for the next run of `element`'s text on this page. */
  private mark(element: StructElement): number {
    if (this.lastMark === element) return this.page.marks.length - 1;
    const mcid = this.page.marks.length;
    this.page.marks.push(element);
    element.kids.push({ page: this.pages.length - 1, mcid });
    this.lastMark = element;
    return mcid;
  }

  private atoms(words: readonly Words[], bold: boolean): Atom[] {
    const atoms: Atom[] = [];
    let space = false;
    let previousHref: string | undefined;
    let link: number | undefined;
    for (const run of words) {
      if (run.href !== previousHref) link = run.href ? ++this.links : undefined;
      previousHref = run.href;
      for (const part of run.text.split(/(\s+)/)) {
        if (!part) continue;
        if (/^\s/.test(part)) {
          space = atoms.length > 0;
          continue;
        }
        atoms.push({ text: part, style: fontStyle(run, bold), href: run.href, link, space });
        if (link !== undefined) {
          const before = this.linkWords.get(link);
          this.linkWords.set(link, before ? `${before}${space ? ' ' : ''}${part}` : part);
        }
        space = false;
      }
    }
    return atoms;
  }

  /** Breaks words into lines no wider than `width` (a word longer than a line is broken between characters). */
  private lines(words: readonly Atom[], width: number, size: number): Line[] {
    let atoms = words;
    const lines: Line[] = [];
    let line: Line = { atoms: [], width: 0 };
    const w = (atom: Atom, text = atom.text) => this.measure.width(atom.style, text, size);
    let index = 0;
    while (index < atoms.length) {
      // A word is the atoms up to the next space: "Section 5.2" followed by its period.
      let end = index + 1;
      while (end < atoms.length && !atoms[end]!.space) end++;
      const word = atoms.slice(index, end);
      const wordWidth = word.reduce((sum, atom) => sum + w(atom), 0);
      const space = line.atoms.length ? w(word[0]!, ' ') : 0;
      if (line.atoms.length && line.width + space + wordWidth > width) {
        lines.push({ ...line, space: true });
        line = { atoms: [], width: 0 };
        continue;
      }
      if (!line.atoms.length && wordWidth > width) {
        // A word wider than the line: its first part on a line of its own, the rest on the next.
        const first = word[0]!;
        const [head, rest]: [Atom, Atom?] =
          w(first) > width ? this.split(first, width, size) : [first];
        atoms = [
          ...atoms.slice(0, index),
          head,
          ...(rest ? [rest] : []),
          ...atoms.slice(index + 1),
        ];
        lines.push({ atoms: [{ ...head, space: false }], width: w(head) });
        index += 1;
        continue;
      }
      line.atoms.push(
        ...word.map((atom, i) => ({ ...atom, space: i === 0 ? line.atoms.length > 0 : false })),
      );
      line.width += space + wordWidth;
      index = end;
    }
    if (line.atoms.length) lines.push(line);
    return lines;
  }

  private split(atom: Atom, width: number, size: number): [Atom, Atom] {
    let cut = 1;
    while (
      cut < atom.text.length &&
      this.measure.width(atom.style, atom.text.slice(0, cut + 1), size) <= width
    )
      cut++;
    return [
      { ...atom, text: atom.text.slice(0, cut) },
      { ...atom, text: atom.text.slice(cut), space: false },
    ];
  }

  /** Places one line with its baseline at `baseline`, marking its runs for `element` (links for their own). */
  private place(
    line: Line,
    x: number,
    baseline: number,
    size: number,
    element: StructElement,
    ink: Ink,
  ) {
    // Runs join atoms of one font and one link; a space before a link belongs to the text before it.
    const runs: Array<{
      text: string;
      style: FontStyle;
      link: number | undefined;
      href: string | undefined;
    }> = [];
    for (const atom of line.atoms) {
      const previous = runs.at(-1);
      const startsLink = atom.link !== undefined && atom.link !== previous?.link;
      let text = atom.text;
      if (atom.space && previous) {
        if (startsLink) previous.text += ' ';
        else text = ` ${text}`;
      }
      if (previous && previous.style === atom.style && previous.link === atom.link)
        previous.text += text;
      else runs.push({ text, style: atom.style, link: atom.link, href: atom.href });
    }
    const last = runs.at(-1);
    if (line.space && last) {
      if (last.link === undefined) last.text += ' ';
      else runs.push({ text: ' ', style: last.style, link: undefined, href: undefined });
    }
    let cursor = x;
    for (const run of runs) {
      const target = run.link === undefined ? element : this.linkElement(run.link, element);
      const width = this.measure.width(run.style, run.text, size);
      this.page.runs.push({
        style: run.style,
        size,
        x: cursor,
        y: baseline,
        text: run.text,
        ink: run.href ? 'link' : ink,
        mcid: this.mark(target),
      });
      if (run.href) {
        // Underlined as well as coloured, so a link does not rest on colour alone (WCAG 1.4.1).
        const underline = run.text.trimEnd();
        this.page.rules.push({
          x: cursor,
          y: baseline - size * 0.15,
          width: this.measure.width(run.style, underline, size),
          height: 0.5,
          ink: 'link',
        });
        target.kids.push({ page: this.pages.length - 1, annotation: this.page.links.length });
        this.page.links.push({
          rect: [cursor, baseline - size * 0.25, cursor + width, baseline + size * 0.9],
          href: run.href,
          contents: this.linkWords.get(run.link!) ?? run.text.trim(),
          element: target,
        });
      }
      cursor += width;
    }
    if (this.bar !== undefined)
      this.page.rules.push({
        x: this.bar,
        y: baseline - size * 0.4,
        width: 2,
        height: size * 1.5,
        ink: 'faint',
      });
  }

  /** The Link element of one link, made in its parent when its first words are placed. */
  private linkElement(link: number, parent: StructElement): StructElement {
    let element = this.linkElements.get(link);
    if (!element) this.linkElements.set(link, (element = parent.add('Link')));
    return element;
  }

  /** Lays a paragraph or heading out at the cursor, page by page. */
  private text(
    words: readonly Words[],
    element: StructElement,
    style: TextStyle,
    x: number,
    width: number,
    bold = false,
    ink: Ink = 'text',
  ) {
    for (const line of this.lines(this.atoms(words, bold), width, style.size)) {
      this.room(style.leading);
      this.place(line, x, this.y - style.size, style.size, element, ink);
      this.y -= style.leading;
    }
    this.y -= style.after;
  }

  heading(level: 1 | 2 | 3 | 4 | 5 | 6, words: readonly Words[], parent: StructElement) {
    const style = HEADINGS[Math.min(level, 3) as 1 | 2 | 3];
    this.gap(style.before);
    // A heading keeps at least two lines of what follows on its page.
    this.room(style.leading * 2 + BODY.leading * 2);
    this.text(words, parent.add(`H${level}`), style, PAGE.margin, CONTENT, true);
  }

  /** A paragraph of the page's opening facts, in the smaller size. */
  paragraph(words: readonly Words[], parent: StructElement) {
    this.text(words, parent.add('P'), SMALL, PAGE.margin, CONTENT);
  }

  blocks(
    blocks: readonly Block[],
    parent: StructElement,
    x: number = PAGE.margin,
    width: number = CONTENT,
    style: TextStyle = BODY,
  ) {
    for (const block of blocks) this.block(block, parent, x, width, style);
  }

  private block(block: Block, parent: StructElement, x: number, width: number, style: TextStyle) {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.level, block.words, parent);
      case 'paragraph':
        return this.text(block.words, parent.add('P'), style, x, width);
      case 'list': {
        const list = parent.add('L', {
          O: name('List'),
          ListNumbering: name(listNumbering(block.items[0]?.label)),
        });
        for (const item of block.items) {
          const li = list.add('LI');
          this.room(style.leading);
          const [line] = this.lines(
            this.atoms([{ text: item.label }], false),
            LIST_INDENT,
            style.size,
          );
          if (line) this.place(line, x, this.y - style.size, style.size, li.add('Lbl'), 'text');
          // Items sit closer together than paragraphs; the list as a whole keeps a paragraph's gap.
          this.blocks(item.blocks, li.add('LBody'), x + LIST_INDENT, width - LIST_INDENT, {
            ...style,
            after: ITEM_GAP,
          });
        }
        this.gap(style.after - ITEM_GAP);
        return;
      }
      case 'table':
        return this.table(block.rows, parent, x, width);
      case 'summary': {
        const div = parent.add('Div');
        const bar = this.bar;
        this.bar = x;
        this.text(
          block.label,
          div.add('P'),
          { ...SMALL, after: 2 },
          x + SUMMARY_INDENT,
          width - SUMMARY_INDENT,
          false,
          'muted',
        );
        this.blocks(block.blocks, div, x + SUMMARY_INDENT, width - SUMMARY_INDENT, SMALL);
        this.bar = bar;
        this.gap(4);
        return;
      }
    }
  }

  private table(
    rows: Extract<Block, { kind: 'table' }>['rows'],
    parent: StructElement,
    x: number,
    width: number,
  ) {
    const table = parent.add('Table');
    const columns = Math.max(...rows.map((row) => row.cells.length));
    const widths = this.columnWidths(rows, columns, width);
    const laid = rows.map((row) => {
      const cells = row.cells.map((cell, index) =>
        this.lines(this.atoms(cell, row.header), widths[index]! - 2 * CELL_PADDING, CELL.size),
      );
      const height =
        Math.max(...cells.map((lines) => lines.length)) * CELL.leading + 2 * CELL_PADDING;
      return { row, cells, height };
    });
    laid.forEach(({ row, cells, height }, index) => {
      // The header row stays with the first row under it.
      this.room(height + (row.header ? (laid[index + 1]?.height ?? 0) : 0));
      const tr = table.add('TR');
      let left = x;
      cells.forEach((lines, index) => {
        const cell = row.header
          ? tr.add('TH', { O: name('Table'), Scope: name('Column') })
          : tr.add('TD');
        lines.forEach((line, at) =>
          this.place(
            line,
            left + CELL_PADDING,
            this.y - CELL_PADDING - CELL.size - at * CELL.leading,
            CELL.size,
            cell,
            'text',
          ),
        );
        left += widths[index]!;
      });
      this.y -= height;
      this.page.rules.push({
        x,
        y: this.y,
        width,
        height: row.header ? 1 : 0.5,
        ink: row.header ? 'line' : 'faint',
      });
    });
    this.y -= BODY.after;
  }

  /** Each column as wide as its longest word at least, the rest shared by how much text it holds. */
  private columnWidths(
    rows: Extract<Block, { kind: 'table' }>['rows'],
    columns: number,
    width: number,
  ): number[] {
    const longest = Array.from({ length: columns }, () => 0);
    const amount = Array.from({ length: columns }, () => 0);
    for (const row of rows)
      row.cells.forEach((cell, index) => {
        for (const atom of this.atoms(cell, row.header)) {
          const w = this.measure.width(atom.style, atom.text, CELL.size) + 2 * CELL_PADDING;
          longest[index] = Math.max(longest[index]!, Math.min(w, width / columns));
          amount[index]! += w;
        }
      });
    const spare = width - longest.reduce((sum, w) => sum + w, 0);
    const total = amount.reduce((sum, w) => sum + Math.sqrt(w), 0) || 1;
    return longest.map((w, index) => w + (spare * Math.sqrt(amount[index]!)) / total);
  }
}

/** How a list counts, for the list's attribute: `(a)` lettered, `1.` decimal, else bullets. */
function listNumbering(label: string | undefined): string {
  if (label?.startsWith('(')) return 'LowerAlpha';
  if (label && /^\d/.test(label)) return 'Decimal';
  return 'Disc';
}
