// What is wrong with one legal text, from its own tree (the library checks what needs the others).
import type { Outline } from '../text/outline.ts';
import type { SectionMap } from '../text/section-numbers.ts';
import {
  checkNumbering,
  idFromWords,
  isValidId,
  sectionMap,
  typedNumbers,
} from '../text/section-numbers.ts';
import { editorTagNames, isEditorTag, valueNamesOf } from '../editor-tags.ts';
import { CURLY_BRACES_FIX } from '../text/mdx-errors.ts';
import type { Problem } from '../problems.ts';
import { legalCommands } from '../commands.ts';
import type { TextPlace } from '../files.ts';
import { defaultLanguage } from '../../i18n/page-language.ts';

/** A page address `<Setting name="siteUrl" path="…" />` may append: `/promotions/daily-cash`. */
const isSitePath = (path: string) =>
  path.startsWith('/') && path.slice(1).split('/').every(isValidId);

const list = (values: Iterable<string>) => [...values].join(', ');
const TYPED = 'is a section number typed by hand, which goes stale when sections are renumbered';

function writeRef(to: string, last: string | undefined, sections: SectionMap): string {
  const through = last && [...sections.values()].find((section) => section.number === last)?.id;
  return `write <Ref to="${to}"${through ? ` through="${through}"` : ''} /> and the build writes the number`;
}

const numberedId = (sections: SectionMap, number: string) =>
  [...sections.values()].find((section) => section.number === number)?.id;

export function lintText(outline: Outline, place: TextPlace): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, problem: string, fix: string) =>
    problems.push({ line, problem, fix });
  const own = sectionMap(outline.headings);

  for (const heading of outline.headings) {
    const marks = '#'.repeat(heading.depth);
    if (heading.depth === 1)
      report(
        heading.line,
        'this is a "#" heading, but the page title comes from the frontmatter',
        'start sections with "##" and subsections with "###"',
      );
    else if (heading.depth > 3)
      report(
        heading.line,
        `"${marks}" headings are deeper than the site supports`,
        'use "##" for sections and "###" for subsections',
      );
    else if (heading.id !== undefined && !isValidId(heading.id))
      report(
        heading.line,
        `the id "${heading.id}" has characters ids cannot use`,
        `use lowercase letters, digits and single hyphens, like {#${idFromWords(heading.id)}}`,
      );
    else if (heading.id !== undefined && own.get(heading.id) !== heading)
      report(
        heading.line,
        `the id "${heading.id}" is already used on line ${own.get(heading.id)!.line}`,
        'give this section an id of its own',
      );
  }
  // A translation's numbers are compared with its English text's instead.
  if (place.language === defaultLanguage)
    problems.push(
      ...checkNumbering(
        outline.headings,
        place.archived ? undefined : legalCommands.renumber(place.document),
      ),
    );

  const typed = typedNumbers();
  for (const { target, text, line } of outline.links) {
    if (/^(?:https?:|mailto:|tel:)/.test(target)) continue;
    if (!target.startsWith('/') && !target.startsWith('#')) {
      report(
        line,
        `the link "${target}" is not a site path`,
        'start it with "/" (for example /terms#accounts), or write "#id" for a section of this file',
      );
      continue;
    }
    const [path = '', fragment] = target.split('#', 2);
    const number = new RegExp(typed.source, typed.flags).exec(text);
    if (number && fragment)
      report(
        line,
        `the link text "${text}" ${TYPED}`,
        writeRef(`${path}${path ? '#' : ''}${fragment}`, number[2], own),
      );
  }

  for (const { name, attributes, line } of outline.tags) {
    if (!isEditorTag(name)) {
      report(
        line,
        `<${name}> is not a tag the legal texts can use`,
        `use ${list(editorTagNames)}, or write "less than" for a "<" in the text`,
      );
      continue;
    }
    const valid = valueNamesOf(name);
    if (!valid) continue;
    if (!('name' in attributes))
      report(
        line,
        `<${name}> does not say which value to show`,
        `add a name, like <${name} name="${valid[0]}" />`,
      );
    else if (!valid.includes(attributes['name'] ?? ''))
      report(
        line,
        `<${name} name="${attributes['name'] ?? '{…}'}" /> is not a known ${name.toLowerCase()}`,
        `use one of: ${list(valid)}`,
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

  for (const { text, line } of outline.prose) {
    for (const match of text.matchAll(typed)) {
      const id = numberedId(own, match[1]!);
      if (!id) continue;
      const matchLine = line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
      report(matchLine, `"${match[0]}" ${TYPED}`, writeRef(id, match[2], own));
    }
  }
  return problems;
}
