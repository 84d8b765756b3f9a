/**
 * Writes laid-out pages as a tagged PDF meant to meet PDF/UA-1: marked content for every run of
 * text, page furniture as artifacts, a structure tree with its ParentTree, link annotations tied
 * to their Link elements, the language, and the title shown instead of the file name, in the Info
 * dictionary and in XMP metadata. No dates and no random ids: one input, one file.
 */
import { EmbeddedFont } from './embedded-font';
import { PdfFile, type PdfBytes } from './pdf-file';
import { name, pdfNumber, type PdfRef } from './pdf-syntax';
import { INKS, PAGE, type FontStyle, type LaidPage } from './layout';
import { StructElement } from './structure';

export interface PdfMetadata {
  title: string;
  /** BCP 47: `en-US`. */
  language: string;
  /** Who made the file, in the Info dictionary's Producer. */
  producer: string;
  /** The page's furniture: the running header, and the footer before "Page n of m". */
  header: string;
  footer: string;
}

export type Fonts = Record<FontStyle, EmbeddedFont>;

const FURNITURE = { size: 8, ink: 'muted' } as const;

function xmp(meta: PdfMetadata): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escape(meta.title)}</rdf:li></rdf:Alt></dc:title>
<dc:language><rdf:Bag><rdf:li>${escape(meta.language)}</rdf:li></rdf:Bag></dc:language>
<pdf:Producer>${escape(meta.producer)}</pdf:Producer>
<pdfuaid:part>1</pdfuaid:part>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="r"?>`;
}

/** The page's content stream: artifacts first, then each run of text in its marked content. */
function contentStream(
  page: LaidPage,
  number: number,
  count: number,
  meta: PdfMetadata,
  fonts: Fonts,
): string {
  const ops: string[] = [];
  const text = (font: EmbeddedFont, size: number, x: number, y: number, words: string) =>
    `BT /${font.resourceName} ${pdfNumber(size)} Tf 1 0 0 1 ${pdfNumber(x)} ${pdfNumber(y)} Tm ${font.encode(words).text} Tj ET`;
  if (page.rules.length) {
    ops.push('/Artifact BMC');
    for (const rule of page.rules)
      ops.push(
        `${INKS[rule.ink]} ${[rule.x, rule.y, rule.width, rule.height].map(pdfNumber).join(' ')} re f`,
      );
    ops.push('EMC');
  }
  const furniture = (subtype: string, words: string, x: number, y: number) =>
    ops.push(
      `/Artifact <</Type /Pagination /Subtype /${subtype}>> BDC ${INKS[FURNITURE.ink]} ${text(fonts.regular, FURNITURE.size, x, y, words)} EMC`,
    );
  furniture('Header', meta.header, PAGE.margin, PAGE.height - 40);
  const pageNumber = `Page ${number} of ${count}`;
  furniture('Footer', meta.footer, PAGE.margin, 40);
  furniture(
    'Footer',
    pageNumber,
    PAGE.width - PAGE.margin - fonts.regular.width(pageNumber, FURNITURE.size),
    40,
  );
  let open: number | undefined;
  for (const run of page.runs) {
    if (run.mcid !== open) {
      if (open !== undefined) ops.push('EMC');
      ops.push(`/${page.marks[run.mcid]!.type} <</MCID ${run.mcid}>> BDC`);
      open = run.mcid;
    }
    ops.push(`${INKS[run.ink]} ${text(fonts[run.style], run.size, run.x, run.y, run.text)}`);
  }
  if (open !== undefined) ops.push('EMC');
  return ops.join('\n');
}

export function taggedPdf(
  pages: readonly LaidPage[],
  root: StructElement,
  meta: PdfMetadata,
  fonts: Fonts,
): PdfBytes {
  const file = new PdfFile();
  const pagesRef = file.reserve();
  const structTreeRoot = file.reserve();
  // Content first: only then is it known which fonts, and which of their glyphs, the pages use.
  const contents = pages.map((page, index) =>
    contentStream(page, index + 1, pages.length, meta, fonts),
  );
  const used = Object.values(fonts).filter((font) => font.isUsed);
  const fontRefs = new Map(used.map((font) => [font, file.reserve()]));
  const pageRefs = pages.map(() => file.reserve());
  const elementRefs = new Map<StructElement, PdfRef>();
  const refOf = (element: StructElement) => {
    let ref = elementRefs.get(element);
    if (!ref) elementRefs.set(element, (ref = file.reserve()));
    return ref;
  };
  // The ParentTree: each page's marked content first (its StructParents), then each link annotation.
  const parentTree: Array<[number, PdfRef | PdfRef[]]> = [];
  const annotationRefs = pages.map((page) =>
    page.links.map((link) => ({ link, ref: file.reserve() })),
  );
  let structParent = pages.length;
  pages.forEach((page, index) => {
    parentTree.push([index, page.marks.map(refOf)]);
    for (const { link, ref } of annotationRefs[index]!) {
      parentTree.push([structParent, refOf(link.element)]);
      file.set(ref, {
        Type: name('Annot'),
        Subtype: name('Link'),
        Rect: link.rect.map((value) => Number(pdfNumber(value))),
        Border: [0, 0, 0],
        Contents: link.contents,
        A: { S: name('URI'), URI: link.href },
        StructParent: structParent++,
        P: pageRefs[index],
      });
    }
    file.set(pageRefs[index]!, {
      Type: name('Page'),
      Parent: pagesRef,
      MediaBox: [0, 0, PAGE.width, PAGE.height],
      Resources: {
        Font: Object.fromEntries(used.map((font) => [font.resourceName, fontRefs.get(font)!])),
      },
      Contents: file.addStream({}, contents[index]!),
      StructParents: index,
      // Tab order follows the structure (PDF/UA 7.18.3).
      Tabs: name('S'),
      Annots: annotationRefs[index]!.length
        ? annotationRefs[index]!.map(({ ref }) => ref)
        : undefined,
    });
  });

  const writeElement = (element: StructElement, parent: PdfRef): PdfRef => {
    const ref = refOf(element);
    file.set(ref, {
      Type: name('StructElem'),
      S: name(element.type),
      P: parent,
      K: element.kids.map((kid) => {
        if (kid instanceof StructElement) return writeElement(kid, ref);
        if ('mcid' in kid) return { Type: name('MCR'), Pg: pageRefs[kid.page]!, MCID: kid.mcid };
        return {
          Type: name('OBJR'),
          Pg: pageRefs[kid.page]!,
          Obj: annotationRefs[kid.page]![kid.annotation]!.ref,
        };
      }),
      A: element.attributes,
    });
    return ref;
  };
  const document = writeElement(root, structTreeRoot);

  for (const font of used) font.write(file, fontRefs.get(font)!);
  file.set(pagesRef, { Type: name('Pages'), Kids: pageRefs, Count: pages.length });
  file.set(structTreeRoot, {
    Type: name('StructTreeRoot'),
    K: [document],
    ParentTree: file.add({ Nums: parentTree.flat() }),
    ParentTreeNextKey: structParent,
  });
  const metadata = file.addStream(
    { Type: name('Metadata'), Subtype: name('XML') },
    xmp(meta),
    // XMP stays readable to tools that do not inflate streams, as PDF/A and PDF/UA validators expect.
    false,
  );
  const catalog = file.add({
    Type: name('Catalog'),
    Pages: pagesRef,
    StructTreeRoot: structTreeRoot,
    MarkInfo: { Marked: true },
    Lang: meta.language,
    Metadata: metadata,
    ViewerPreferences: { DisplayDocTitle: true },
    PageLayout: name('OneColumn'),
  });
  const info = file.add({ Title: meta.title, Producer: meta.producer });
  return file.bytes(catalog, info);
}
