// What is wrong with one legal text, from its own tree (the library checks what needs the others).
import type { Outline } from '../text/outline.ts';
import {
  checkNumbering,
  idFromWords,
  isValidId,
  sectionMap,
  typedNumbers,
  type SectionMap,
} from '../text/section-numbers.ts';
import { lineOf, type SyntaxNode } from '../text/syntax-tree.ts';
import { readReadingAids, termKey, type Summary } from '../text/reading-aids.ts';
import { CURLY_BRACES_FIX } from '../text/mdx-errors.ts';
import type { Finding, Problem } from '../problems.ts';
import { legalCommands } from '../commands.ts';
import type { TextPlace } from '../files.ts';
import { editorTagNames, isEditorTag, selfClosingExample, valueNamesOf } from '../values.ts';
import { isRule, ruleText, type ValueText } from '../values.ts';
import { t, type Language } from '../../i18n/catalogue.ts';
import { defaultLanguage } from '../../i18n/page-language.ts';

const isSitePath = (path: string) =>
  path.startsWith('/') && path.slice(1).split('/').every(isValidId);

const TYPED = 'is a section number typed by hand, which goes stale when sections are renumbered';

const numberedId = (sections: SectionMap, number: string | undefined) =>
  number && [...sections.values()].find((section) => section.number === number)?.id;

function writeRef(to: string, last: string | undefined, sections: SectionMap): string {
  const through = numberedId(sections, last);
  return `write <Ref to="${to}"${through ? ` through="${through}"` : ''} /> and the build writes the number`;
}

export function lintText(outline: Outline, place: TextPlace): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, problem: string, fix: string) =>
    problems.push({ line, problem, fix });
  const own = sectionMap(outline.headings);
  for (const heading of outline.headings) {
    const at = (problem: string, fix: string) => report(heading.line, problem, fix);
    if (heading.depth === 1)
      at(
        'this is a "#" heading, but the page title comes from the frontmatter',
        'start sections with "##" and subsections with "###"',
      );
    else if (heading.depth > 3)
      at(
        `"${'#'.repeat(heading.depth)}" headings are deeper than the site supports`,
        'use "##" for sections and "###" for subsections',
      );
    else if (heading.id !== undefined && !isValidId(heading.id))
      at(
        `the id "${heading.id}" has characters ids cannot use`,
        `use lowercase letters, digits and single hyphens, like {#${idFromWords(heading.id)}}`,
      );
    else if (heading.id !== undefined && own.get(heading.id) !== heading)
      at(
        `the id "${heading.id}" is already used on line ${own.get(heading.id)!.line}`,
        'give this section an id of its own',
      );
  }
  const renumber = place.archived ? undefined : legalCommands.renumber(place.document);
  // A translation's numbers are compared with its English text's instead.
  if (place.language === defaultLanguage)
    problems.push(...checkNumbering(outline.headings, renumber));
  for (const { target, text, line } of outline.links) {
    if (/^(?:https?:|mailto:|tel:)/.test(target)) continue;
    const [path = '', fragment] = target.split('#', 2);
    const number = typedNumbers().exec(text);
    if (!target.startsWith('/') && !target.startsWith('#'))
      report(
        line,
        `the link "${target}" is not a site path`,
        'start it with "/" (for example /terms#accounts), or write "#id" for a section of this file',
      );
    else if (number && fragment)
      report(
        line,
        `the link text "${text}" ${TYPED}`,
        writeRef(`${path}${path ? '#' : ''}${fragment}`, number[2], own),
      );
  }
  for (const { name, attributes, line } of outline.tags) {
    const valid = valueNamesOf(name);
    if (!isEditorTag(name))
      report(
        line,
        `<${name}> is not a tag the legal texts can use`,
        `use ${editorTagNames.join(', ')}, or write "less than" for a "<" in the text`,
      );
    else if (!valid) continue;
    else if (!('name' in attributes))
      report(
        line,
        `<${name}> does not say which value to show`,
        `add a name, like <${name} name="${valid[0]}" />`,
      );
    else if (!valid.includes(attributes['name'] ?? ''))
      report(
        line,
        `<${name} name="${attributes['name'] ?? '{…}'}" /> is not a known ${name.toLowerCase()}`,
        `use one of: ${valid.join(', ')}`,
      );
    else if (name === 'Setting' && 'path' in attributes) {
      const path = attributes['path'] ?? '';
      if (attributes['name'] !== 'siteUrl')
        report(
          line,
          `<Setting name="${attributes['name']}" path="${path}" /> adds a path to a setting that is not an address`,
          'use path only with name="siteUrl"',
        );
      else if (!isSitePath(path))
        report(
          line,
          `path="${path}" is not a page address of this site`,
          'write it like path="/promotions": lowercase words joined by "-" and "/"',
        );
    }
  }
  for (const { text, line } of outline.expressions)
    report(line, `"{${text}}" is read as code`, CURLY_BRACES_FIX);
  for (const { text, line } of outline.prose)
    for (const match of text.matchAll(typedNumbers())) {
      const id = numberedId(own, match[1]);
      if (!id) continue;
      const matchLine = line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
      report(matchLine, `"${match[0]}" ${TYPED}`, writeRef(id, match[2], own));
    }
  return problems;
}

// Markdown the PDF cannot show, refused at its line before the PDF stage would stop on it.
const BLOCKS = new Set(['yaml', 'mdxFlowExpression', 'paragraph', 'heading', 'list', 'table']);
const BLOCK_TAGS = new Set(['InShort', 'Lettered']);
const WORDS = new Set('text inlineCode break strong emphasis link mdxTextExpression'.split(' '));

const IMAGE: Finding = {
  problem: 'an image ("![…](…)") is not something the legal texts or their PDFs can show',
  fix: 'remove it: the legal texts are words only',
};
const FOOTNOTE: Finding = {
  problem: 'a footnote ("[^…]") is not something the PDF can show',
  fix: 'write the note as a sentence in the text',
};
const REFERENCE_LINK: Finding = {
  problem: 'a reference-style link ("[words][name]") is not something the PDF can show',
  fix: 'write the link in one piece: [words](/address)',
};

const KINDS: Record<string, Finding> = {
  blockquote: {
    problem: 'a quotation marked with ">" is not something the PDF can show',
    fix: 'remove the ">" and write it as a paragraph, in quotation marks if it quotes',
  },
  code: {
    problem: 'a block fenced with ``` is read as code, which the PDF cannot show',
    fix: 'remove the ``` lines: write it as a paragraph',
  },
  thematicBreak: {
    problem: 'a line of "---", "***" or "___" is a horizontal rule, which the PDF cannot show',
    fix: 'remove it: the headings separate the sections',
  },
  delete: {
    problem: 'words struck through with "~~" are not something the PDF can show',
    fix: 'remove the "~~" and the words: the comparison of versions shows what a version deleted',
  },
  image: IMAGE,
  imageReference: IMAGE,
  footnoteReference: FOOTNOTE,
  footnoteDefinition: FOOTNOTE,
  linkReference: REFERENCE_LINK,
  definition: REFERENCE_LINK,
};

// MDX runs an `import` or `export` line as code, which the registered words would not show.
function esmLine(node: SyntaxNode): Finding {
  const keyword = /^\s*(\w+)/.exec(String(node.value))?.[1] ?? 'import';
  return {
    problem: `a line starting with "${keyword}" is read as code, which a legal text cannot hold`,
    fix: `remove the line, or reword it so that it does not start with "${keyword}": a legal text loads nothing, and its tags need no import`,
  };
}

function misplacedTag(node: SyntaxNode, inBlock: boolean): Finding | undefined {
  const name = node.name ?? '';
  // A tag the legal texts cannot use is reported as that, by the body check.
  if (!isEditorTag(name)) return undefined;
  if (!inBlock && !BLOCK_TAGS.has(name))
    return {
      problem: `<${name}> stands on a line of its own, where the PDF cannot show it`,
      fix: `put it inside a sentence${selfClosingExample(name) ? '' : `, around the words it marks`}`,
    };
  // An "In short" inside a sentence is reported by the reading-aids check.
  if (inBlock && name === 'Lettered')
    return {
      problem: '<Lettered> is inside a sentence, where the PDF cannot show its list',
      fix: 'put <Lettered> on its own line before the list and </Lettered> on its own line after it',
    };
  return undefined;
}

export function lintPdfMarkdown(tree: SyntaxNode): Problem[] {
  const problems: Problem[] = [];
  const report = (node: SyntaxNode, finding: Finding) =>
    problems.push({ line: lineOf(node), ...finding });
  const unknown = (node: SyntaxNode): Finding =>
    KINDS[node.type] ?? {
      problem: `this Markdown (${node.type}) is not something the PDF can show`,
      fix: 'write it as a paragraph, a list or a table',
    };
  const blocks = (nodes: readonly SyntaxNode[]) => {
    for (const node of nodes)
      if (node.type === 'mdxjsEsm') report(node, esmLine(node));
      else if (node.type === 'mdxJsxFlowElement') {
        const misplaced = misplacedTag(node, false);
        const children = node.children ?? [];
        if (misplaced) report(node, misplaced);
        else if (node.name === 'Lettered') lettered(children);
        else if (children.some((child) => child.type === 'paragraph')) blocks(children);
        else words(children);
      } else if (!BLOCKS.has(node.type)) report(node, unknown(node));
      else if (node.type === 'list')
        for (const item of node.children ?? []) blocks(item.children ?? []);
      else if (node.type === 'table')
        for (const row of node.children ?? [])
          for (const cell of row.children ?? []) words(cell.children ?? []);
      else words(node.children ?? []);
  };
  const lettered = (nodes: readonly SyntaxNode[]) => {
    for (const node of nodes)
      if (node.type === 'list') blocks([node]);
      else
        report(node, {
          problem: '<Lettered> holds something other than its list, which the PDF would leave out',
          fix: 'move it out of <Lettered>: only the list goes between <Lettered> and </Lettered>',
        });
  };
  const words = (nodes: readonly SyntaxNode[]) => {
    for (const node of nodes)
      if (node.type === 'mdxJsxTextElement') {
        const misplaced = misplacedTag(node, true);
        if (misplaced) report(node, misplaced);
        else words(node.children ?? []);
      } else if (!WORDS.has(node.type)) report(node, unknown(node));
      else words(node.children ?? []);
  };
  blocks(tree.children ?? []);
  return problems;
}

// A document's reading aids: an "In short" summary opening each `##` section, terms defined once.
// Counted as readers see them: a rule by its value, a setting (which changes per site) as 20.
const countedValue =
  (language: Language): ValueText =>
  (tag, { name = '' }) => {
    // An unknown rule counts as nothing: the text check reports it.
    if (tag === 'Rule') return isRule(name) ? ruleText(name, language) : '';
    if (tag === 'Setting') return 'x'.repeat(20);
    return undefined;
  };

function summaryFinding(
  { section, misplaced, text }: Summary,
  earlier: number | undefined,
  limit: number,
): Finding | undefined {
  if (!section)
    return {
      problem: 'this "In short" summary is before the first section, so it summarises nothing',
      fix: 'move it right after the "##" heading of the section it summarises, or remove it',
    };
  if (misplaced === 'nested')
    return {
      problem: `this "In short" summary is inside other text of section "${section.title}"`,
      fix: `put <InShort>…</InShort> on its own line, right after the heading "## ${section.title}"`,
    };
  if (misplaced)
    return {
      problem: `this "In short" summary is in subsection "${misplaced.title}", but summaries belong to whole sections`,
      fix: `move it right after the heading "## ${section.title}", before its first "###"`,
    };
  if (earlier !== undefined)
    return {
      problem: `section "${section.title}" already has an "In short" summary, on line ${earlier}`,
      fix: 'keep one summary per section: merge the two',
    };
  if (!text)
    return {
      problem: 'this "In short" summary is empty',
      fix: 'write one to three plain sentences saying what the section does, promising nothing the section does not',
    };
  if (text.length > limit)
    return {
      problem: `this "In short" summary is ${text.length} characters, over the limit of ${limit}`,
      fix: 'shorten it to one to three plain sentences: say what matters most to the reader, and leave the detail to the section',
    };
  return undefined;
}

export function lintReadingAids(tree: SyntaxNode, language: Language): Problem[] {
  const aids = readReadingAids(tree, countedValue(language));
  const problems: Problem[] = [];
  const report = (line: number, problem: string, fix: string) =>
    problems.push({ line, problem, fix });
  const summaryAt = new Map<number, number>();
  for (const summary of aids.summaries) {
    const { section, misplaced, line } = summary;
    const earlier = section && summaryAt.get(section.line);
    // Per language: the same 50 words run longer in Spanish.
    const finding = summaryFinding(summary, earlier, t(language).legalText.summaryLimit);
    if (finding) problems.push({ line, ...finding });
    if (section && !misplaced && earlier === undefined) summaryAt.set(section.line, line);
  }
  for (const section of aids.headings.filter((heading) => heading.depth === 2))
    if (!aids.summaries.some((summary) => summary.section === section))
      report(
        section.line,
        `section "${section.title}" has no "In short" summary`,
        'add <InShort>one to three plain sentences</InShort> on its own line right after the heading (see "In short" in content/legal/README.md)',
      );
  const definedAt = new Map<string, number>();
  for (const { term, line } of aids.definitions) {
    const key = termKey(term);
    if (!term)
      report(
        line,
        '<Define> marks no words',
        'put the defined term between the tags: <Define>Sponsor</Define>',
      );
    else if (definedAt.has(key))
      report(
        line,
        `the term "${term}" is already defined on line ${definedAt.get(key)}`,
        'define each term once: keep one <Define>, and mark other uses with <Term>',
      );
    else definedAt.set(key, line);
  }
  for (const { term, line } of aids.uses) {
    if (!term)
      report(
        line,
        '<Term> names no term',
        'put the term between the tags, <Term>Sponsor</Term>, or name it: <Term of="Promotion">Promotions</Term>',
      );
    else if (!definedAt.has(termKey(term)))
      report(
        line,
        `<Term> links to "${term}", which this document never defines`,
        definedAt.size
          ? `mark its definition with <Define>${term}</Define>, or use one of the defined terms: ${aids.definitions.map((definition) => definition.term).join(', ')}`
          : `mark its definition with <Define>${term}</Define> where the document defines it`,
      );
  }
  return problems;
}
