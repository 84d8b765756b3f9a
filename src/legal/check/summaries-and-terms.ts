// A document's reading aids: an "In short" summary opening each `##` section, terms defined once.
import type { SyntaxNode } from '../text/syntax-tree.ts';
import type { Finding, Problem } from '../problems.ts';
import { readReadingAids, termKey, type Summary } from '../text/reading-aids.ts';
import { ruleNames, ruleText, type ValueText } from '../values.ts';
import { t, type Language } from '../../i18n/catalogue.ts';

// Counted as readers see them: a rule by its value, a setting (which changes per site) as 20.
const countedValue =
  (language: Language): ValueText =>
  (tag, { name = '' }) => {
    // An unknown rule counts as nothing: the text check reports it.
    if (tag === 'Rule') {
      const rule = ruleNames.find((candidate) => candidate === name);
      return rule ? ruleText(rule, language) : '';
    }
    if (tag === 'Setting') return 'x'.repeat(20);
    return undefined;
  };

const quote = (title: string) => `"${title}"`;

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
      problem: `this "In short" summary is inside other text of section ${quote(section.title)}`,
      fix: `put <InShort>…</InShort> on its own line, right after the heading "## ${section.title}"`,
    };
  if (misplaced)
    return {
      problem: `this "In short" summary is in subsection ${quote(misplaced.title)}, but summaries belong to whole sections`,
      fix: `move it right after the heading "## ${section.title}", before its first "###"`,
    };
  if (earlier !== undefined)
    return {
      problem: `section ${quote(section.title)} already has an "In short" summary, on line ${earlier}`,
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
        `section ${quote(section.title)} has no "In short" summary`,
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
    else if (!definedAt.has(termKey(term))) {
      const defined = definedAt.size ? aids.definitions.map((definition) => definition.term) : [];
      report(
        line,
        `<Term> links to "${term}", which this document never defines`,
        defined.length
          ? `mark its definition with <Define>${term}</Define>, or use one of the defined terms: ${defined.join(', ')}`
          : `mark its definition with <Define>${term}</Define> where the document defines it`,
      );
    }
  }
  return problems;
}
