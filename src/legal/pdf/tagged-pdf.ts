// A tagged PDF (PDF/UA-1) with PDFKit; no clock: the file ID comes from the version's dates.
import { buffer } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import { collapseSpace } from '../../lib/collapse-space';
import type { Day } from '../../lib/dates';
import type { PdfBlock, PdfTableRow, PdfWords } from './version-blocks';
import { create, type Font } from 'fontkit';
import { interFonts, layingOutOnce, pdfCanDraw, type FontStyle } from './inter-fonts';

export type PdfBytes = Uint8Array<ArrayBuffer>;

interface PdfContent {
  heading: string;
  facts: ReadonlyArray<readonly PdfWords[]>;
  blocks: readonly PdfBlock[];
  title: string;
  language: string;
  producer: string;
  date: Day;
  header: string;
  footer: string;
  pageNumber: (page: number, pages: number) => string;
}

export class MissingGlyph extends Error {
  constructor(char: string) {
    const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    super(`the PDF's font, Inter, has no glyph for "${char}" (U+${code})`);
  }
}

type Element = PDFKit.PDFStructureElement;
type FontSource = PDFKit.Mixins.PDFFontSource;
type Written = { dictionary: { data: { A?: object } } };

const PAGE = { width: 612, height: 792, margin: 72 } as const;

/** Text inks keep WCAG AA contrast on white; links are underlined too, not colour alone (1.4.1). */
const INK = {
  text: '#000000',
  muted: '#404040',
  link: '#1a4da1',
  line: '#333333',
  faint: '#999999',
} as const;
type Ink = keyof typeof INK;

const BODY = { size: 10.5, leading: 15, after: 8 };
type TextStyle = typeof BODY & { bold?: boolean; ink?: Ink };
const SMALL: TextStyle = { size: 9.5, leading: 13.5, after: 6 };
const CELL: TextStyle = { size: 8.5, leading: 11.5, after: 0 };
const HEADINGS = {
  1: { size: 22, leading: 28, before: 0, after: 10, bold: true },
  2: { size: 14, leading: 19, before: 16, after: 6, bold: true },
  3: { size: 11.5, leading: 16, before: 10, after: 4, bold: true },
} as const;
const FURNITURE = { size: 8, header: 32, footer: 745 } as const;
// Inter without `calt` (same widths, five times faster); a new object: fontkit adds to it.
const features = () => ({ calt: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[];
const LIST_INDENT = 24;
const ITEM_GAP = 3;
const SUMMARY_INDENT = 12;
const CELL_PADDING = 4;

type Frame = { x: number; width: number; style: TextStyle };
const PAGE_FRAME: Frame = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin, style: BODY };
type Atom = PdfWords & { font: FontStyle; space: boolean; link: number | undefined };

const fontOf = (words: PdfWords, bold: boolean | undefined): FontStyle => {
  const weight = words.strong || bold ? 'bold' : 'regular';
  return words.emphasis ? (weight === 'bold' ? 'boldItalic' : 'italic') : weight;
};

class Writer {
  private y = PAGE.margin;
  private links = 0;
  private readonly linkElements = new Map<number, Element>();
  /** The words of the link whose annotations are being made: their description (PDF/UA 7.18.5). */
  private linkWords = '';
  private bar: number | undefined;
  private section: PDFKit.PDFOutline | undefined;
  private readonly widths = new Map<string, number>();

  constructor(private readonly doc: PDFKit.PDFDocument) {
    // PDFKit describes no link annotation, and ties only a URI one to its Link element: do both.
    const annotate = doc.annotate.bind(doc);
    const current = doc as unknown as { _currentStructureElement?: Element };
    doc.annotate = (x, y, w, h, options) => {
      const element = current._currentStructureElement;
      return annotate(x, y, w, h, {
        ...options,
        ...((options as { Subtype?: string }).Subtype === 'Link' && element
          ? { structParent: element, Contents: new String(this.linkWords) }
          : {}),
      } as typeof options);
    };
  }

  /** Attributes set before the element joins its parent: keys in PDFKit's order (/S, /A, /P). */
  private element(type: string, parent: Element, attributes?: Record<string, string>): Element {
    const element = this.doc.struct(type);
    if (attributes) (element as unknown as Written).dictionary.data.A = attributes;
    parent.add(element);
    return element;
  }

  /** Cached: fontkit lays the words out (kerning) each time it measures. */
  private width({ font, text }: Pick<Atom, 'font' | 'text'>, size: number): number {
    const key = `${font} ${size} ${text}`;
    const width =
      this.widths.get(key) ??
      this.doc.font(font).fontSize(size).widthOfString(text, { features: features() });
    this.widths.set(key, width);
    return width;
  }

  private atoms(words: readonly PdfWords[], bold: boolean | undefined): Atom[] {
    const atoms: Atom[] = [];
    let space = false;
    let previous: PdfWords | undefined;
    let link: number | undefined;
    for (const run of words) {
      const target = run.href ?? run.destination;
      if (target !== (previous?.href ?? previous?.destination))
        link = target ? ++this.links : undefined;
      previous = run;
      for (const part of run.text.split(/(\s+)/)) {
        if (!part) continue;
        if (/^\s/.test(part)) {
          space = atoms.length > 0;
          continue;
        }
        for (const char of part) if (!pdfCanDraw(char)) throw new MissingGlyph(char);
        atoms.push({ ...run, text: part, font: fontOf(run, bold), space, link });
        space = false;
      }
    }
    return atoms;
  }

  /** At spaces only, as on the page; an overlong word between characters. */
  private lines(atoms: readonly Atom[], width: number, size: number): Atom[][] {
    const lines: Atom[][] = [];
    let line: Atom[] = [];
    let used = 0;
    let index = 0;
    const queue = [...atoms];
    while (index < queue.length) {
      let end = index + 1;
      while (end < queue.length && !queue[end]!.space) end++;
      const word = queue.slice(index, end);
      const wordWidth = word.reduce((sum, atom) => sum + this.width(atom, size), 0);
      const space = line.length ? this.width({ font: word[0]!.font, text: ' ' }, size) : 0;
      if (line.length && used + space + wordWidth > width) {
        lines.push(line);
        [line, used] = [[], 0];
        continue;
      }
      if (!line.length && wordWidth > width && this.width(word[0]!, size) > width) {
        const first = word[0]!;
        const { text } = first;
        const fits = (end: number) =>
          this.width({ ...first, text: text.slice(0, end) }, size) <= width;
        let cut = 1;
        while (cut < text.length && fits(cut + 1)) cut++;
        const piece = (part: string) => ({ ...first, text: part, space: false });
        queue.splice(index, 1, piece(text.slice(0, cut)), piece(text.slice(cut)));
        lines.push([queue[index]!]);
        index++;
        continue;
      }
      line.push(...word.map((atom, at) => ({ ...atom, space: at === 0 && line.length > 0 })));
      used += space + wordWidth;
      index = end;
    }
    if (line.length) lines.push(line);
    return lines;
  }

  private room(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin && this.y > PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  private gap(space: number) {
    if (this.y > PAGE.margin) this.y += space;
  }

  private rule(x: number, y: number, width: number, height: number, ink: Ink) {
    this.doc.markContent('Artifact');
    this.doc.rect(x, y, width, height).fill(INK[ink]);
    this.doc.endMarkedContent();
  }

  private place(line: readonly Atom[], x: number, top: number, style: TextStyle, element: Element) {
    const { size } = style;
    // Consecutive atoms of one element (the paragraph, or a link) make one marked-content sequence.
    const groups: Atom[][] = [];
    for (const atom of line) {
      const last = groups.at(-1);
      if (last && last[0]!.link === atom.link) last.push(atom);
      else groups.push([atom]);
    }
    let cursor = x;
    for (const group of groups) {
      const { link, space, font } = group[0]!;
      if (link !== undefined && !this.linkElements.has(link))
        this.linkElements.set(link, this.element('Link', element));
      const target = link === undefined ? element : this.linkElements.get(link)!;
      // A space before a link belongs to the words before it.
      const start = cursor + (space ? this.width({ font, text: ' ' }, size) : 0);
      // PdfWords in one font are drawn together: each call to PDFKit lays its words out again.
      const runs: Atom[] = [];
      group.forEach((atom, at) => {
        const text = at > 0 && atom.space ? ` ${atom.text}` : atom.text;
        const last = runs.at(-1);
        if (last?.font === atom.font) last.text += text;
        else runs.push({ ...atom, text });
      });
      const ink = INK[link === undefined ? (style.ink ?? 'text') : 'link'];
      target.add(() => {
        if (link !== undefined) this.linkWords = group.map((atom) => atom.text).join(' ');
        let at = start;
        for (const run of runs) {
          this.doc.font(run.font).fontSize(size).fillColor(ink);
          this.doc.text(run.text, at, top, {
            lineBreak: false,
            features: features(),
            ...(run.href ? { link: run.href, underline: true } : {}),
            ...(run.destination ? { goTo: run.destination, underline: true } : {}),
          });
          at += this.width(run, size);
        }
      });
      cursor = start + runs.reduce((sum, run) => sum + this.width(run, size), 0);
    }
    if (this.bar !== undefined) this.rule(this.bar, top - size * 0.2, 2, size * 1.5, 'faint');
  }

  text(words: readonly PdfWords[], parent: Element, type: string, { x, width, style }: Frame) {
    const element = this.element(type, parent);
    for (const line of this.lines(this.atoms(words, style.bold), width, style.size)) {
      this.room(style.leading);
      this.place(line, x, this.y + (style.leading - style.size) / 2, style, element);
      this.y += style.leading;
    }
    this.y += style.after;
    element.end();
  }

  heading(level: number, words: readonly PdfWords[], parent: Element, id?: string) {
    const style = HEADINGS[Math.min(level, 3) as 1 | 2 | 3];
    this.gap(style.before);
    // A heading keeps at least two lines of what follows on its page.
    this.room(style.leading * 2 + BODY.leading * 2);
    const top = this.y;
    this.text(words, parent, `H${level}`, { ...PAGE_FRAME, style });
    if (level < 2) return;
    const under = level === 2 || !this.section ? this.doc.outline : this.section;
    const item = under.addItem(collapseSpace(words.map((run) => run.text).join('')));
    if (level === 2) this.section = item;
    if (!id) return;
    this.doc.addNamedDestination(id, 'XYZ', PAGE.margin, top, null);
    (item as unknown as { outlineData: { Dest?: object } }).outlineData.Dest = new String(id);
  }

  blocks(blocks: readonly PdfBlock[], parent: Element, frame: Frame = PAGE_FRAME) {
    for (const block of blocks) this.block(block, parent, frame);
  }

  private block(block: PdfBlock, parent: Element, frame: Frame) {
    const { x, width, style } = frame;
    switch (block.kind) {
      case 'heading':
        return this.heading(block.level, block.words, parent, block.id);
      case 'paragraph':
        return this.text(block.words, parent, 'P', frame);
      case 'list': {
        const list = this.element('L', parent, { O: 'List', ListNumbering: block.numbering });
        const label = { x, width: LIST_INDENT, style: { ...style, after: 0 } };
        // Items sit closer together than paragraphs; the list as a whole keeps a paragraph's gap.
        const content = { x: x + LIST_INDENT, width: width - LIST_INDENT };
        for (const item of block.items) {
          const li = this.element('LI', list);
          this.room(style.leading);
          const top = this.y;
          this.text([{ text: item.label }], li, 'Lbl', label);
          this.y = top;
          const body = this.element('LBody', li);
          this.blocks(item.blocks, body, { ...content, style: { ...style, after: ITEM_GAP } });
          body.end();
          li.end();
        }
        list.end();
        this.gap(style.after - ITEM_GAP);
        return;
      }
      case 'table':
        return this.table(block.rows, parent, frame);
      case 'summary': {
        const div = this.element('Div', parent);
        const bar = this.bar;
        this.bar = x;
        const inner = { x: x + SUMMARY_INDENT, width: width - SUMMARY_INDENT };
        this.text(block.label, div, 'P', { ...inner, style: { ...SMALL, after: 2, ink: 'muted' } });
        this.blocks(block.blocks, div, { ...inner, style: SMALL });
        div.end();
        this.bar = bar;
        this.gap(4);
        return;
      }
    }
  }

  private table(rows: readonly PdfTableRow[], parent: Element, { x, width }: Frame) {
    const table = this.element('Table', parent);
    const widths = this.columnWidths(rows, width);
    const laid = rows.map((row) => {
      const cells = row.cells.map((cell, index) =>
        this.lines(this.atoms(cell, row.header), widths[index]! - 2 * CELL_PADDING, CELL.size),
      );
      const height = Math.max(...cells.map((lines) => lines.length)) * CELL.leading;
      return { row, cells, height: height + 2 * CELL_PADDING };
    });
    laid.forEach(({ row, cells, height }, index) => {
      // The header row stays with the first row under it.
      this.room(height + (row.header ? (laid[index + 1]?.height ?? 0) : 0));
      const tr = this.element('TR', table);
      let left = x;
      const top = this.y + CELL_PADDING;
      cells.forEach((lines, column) => {
        const scope = row.header ? { O: 'Table', Scope: 'Column' } : undefined;
        const cell = this.element(row.header ? 'TH' : 'TD', tr, scope);
        lines.forEach((line, at) =>
          this.place(line, left + CELL_PADDING, top + at * CELL.leading, CELL, cell),
        );
        cell.end();
        left += widths[column]!;
      });
      tr.end();
      this.y += height;
      this.rule(x, this.y, width, row.header ? 1 : 0.5, row.header ? 'line' : 'faint');
    });
    table.end();
    this.y += BODY.after;
  }

  /** Each column as wide as its longest word at least, the rest shared by how much text it has. */
  private columnWidths(rows: readonly PdfTableRow[], width: number): number[] {
    const columns = Math.max(...rows.map((row) => row.cells.length));
    const longest = Array.from({ length: columns }, () => 0);
    const amount = Array.from({ length: columns }, () => 0);
    for (const row of rows)
      row.cells.forEach((cell, index) => {
        for (const atom of this.atoms(cell, row.header)) {
          const w = this.width(atom, CELL.size) + 2 * CELL_PADDING;
          longest[index] = Math.max(longest[index]!, Math.min(w, width / columns));
          amount[index]! += w;
        }
      });
    const spare = width - longest.reduce((sum, w) => sum + w, 0);
    const total = amount.reduce((sum, w) => sum + Math.sqrt(w), 0) || 1;
    return longest.map((w, index) => w + (spare * Math.sqrt(amount[index]!)) / total);
  }

  furniture({ header, footer, pageNumber }: PdfContent) {
    const doc = this.doc;
    const { start, count } = doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      doc.switchToPage(page);
      // Below the bottom margin: without this PDFKit would start a new page for the footer.
      doc.page.margins.bottom = 0;
      doc.font('regular').fontSize(FURNITURE.size).fillColor(INK.muted);
      const number = pageNumber(page - start + 1, count);
      const items: Array<[string, string, number, number]> = [
        ['Top', header, PAGE.margin, FURNITURE.header],
        ['Bottom', footer, PAGE.margin, FURNITURE.footer],
        ['Bottom', number, PAGE.width - PAGE.margin - doc.widthOfString(number), FURNITURE.footer],
      ];
      for (const [edge, words, x, y] of items) {
        doc.markContent('Artifact', { type: 'Pagination', attached: [edge] });
        doc.text(words, x, y, { lineBreak: false });
        doc.endMarkedContent();
      }
    }
  }
}

export async function taggedPdf(pdf: PdfContent): Promise<PdfBytes> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    pdfVersion: '1.7',
    // PDFKit 0.20 has PDF/UA; @types/pdfkit lists only the PDF/A subsets.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: pdf.language,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: pdf.title,
      Producer: pdf.producer,
      Creator: pdf.producer,
      CreationDate: new Date(`${pdf.date}T00:00:00Z`),
      ModDate: new Date(`${pdf.date}T00:00:00Z`),
    },
  });
  const file = buffer(doc);
  // A font per file: fontkit maps each glyph back to the characters it was first drawn for.
  for (const [style, data] of Object.entries(interFonts()))
    doc.registerFont(style, layingOutOnce(create(data) as Font) as unknown as FontSource);
  const document = doc.struct('Document');
  doc.addStructure(document);
  const writer = new Writer(doc);
  writer.heading(1, [{ text: pdf.heading }], document);
  for (const words of pdf.facts) writer.text(words, document, 'P', { ...PAGE_FRAME, style: SMALL });
  writer.blocks(pdf.blocks, document);
  document.end();
  writer.furniture(pdf);
  doc.end();
  return new Uint8Array(await file);
}
