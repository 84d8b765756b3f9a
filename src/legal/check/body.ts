/**
 * Checks the body of one version of a legal document: headings and their ids, section numbers,
 * links, references, value components and MDX syntax. Each problem names the line, says what is
 * wrong and what to do, and lists what would be valid, so an editor can fix it without reading
 * code. A body that does not parse is reported once, by its syntax error.
 */
import type { SourceOutline } from '../source/outline.ts';
import type { Heading } from '../source/heading.ts';
import { publishedId } from './published-ids.ts';
import { resolveReference, type ReferenceScope } from '../references/resolve.ts';
import {
  checkNumbering,
  idFromWords,
  isValidId,
  sectionMap,
  splitHeadingNumber,
  type SectionMap,
} from '../references/section-numbers.ts';
import { editorTagNames, isEditorTag, valueNamesOf } from '../editor-tags.ts';
import { CURLY_BRACES_FIX } from '../source/mdx-errors.ts';
import type { Problem } from '../problems.ts';
import { unlocalizedPath } from '../../i18n/page-language.ts';
import { linkablePages } from './other-pages.ts';

/** A page address `<Setting name="siteUrl" path="…" />` may append, each part like an id: `/promotions/daily-cash`. */
const isSitePath = (path: string) =>
  path.startsWith('/') && path.slice(1).split('/').every(isValidId);

interface BodyContext {
  /** What the version's links and references can reach. */
  scope: ReferenceScope;
  /** The command that renumbers this version's headings; `undefined` for an archived version. */
  renumber: string | undefined;
  /** The headings of the document's published (archived) versions, whose ids links already use. */
  publishedHeadings: readonly Heading[];
  /** Whether the section numbers must run in order here; a translation's are compared with its English text's instead. */
  numbered?: boolean;
}

const EXTERNAL = /^(?:https?:|mailto:|tel:)/;
/** "Section 15", "Sections 3 through 16", "Section 4.2", "Annex A", "§ 7". */
const TYPED_NUMBER =
  /(?:\b(Sections?|Annex)|§)\s*(\d+(?:\.\d+)*|[A-Z])\b(?:\s+(?:through|to)\s+(\d+(?:\.\d+)*)\b)?/g;

/** An id made of `words`: lowercase letters and digits joined by single hyphens. */
const list = (values: Iterable<string>) => [...values].join(', ');

function refFor(sections: SectionMap, number: string): string | undefined {
  return [...sections.values()].find((section) => section.number === number)?.id;
}

const TYPED = 'is a section number typed by hand, which goes stale when sections are renumbered';
/** What to write instead: a `<Ref>` to the section, `through` the last of a range by its number. */
function writeRef(to: string, number: string | undefined, sections: SectionMap): string {
  const through = number && refFor(sections, number);
  return `write <Ref to="${to}"${through ? ` through="${through}"` : ''} /> and the build writes the number`;
}

export function lintBody(outline: SourceOutline, context: BodyContext): Problem[] {
  if (outline.syntaxError) return [outline.syntaxError];
  const problems: Problem[] = [];
  const report = (line: number, problem: string, fix: string) =>
    problems.push({ line, problem, fix });
  const { scope } = context;
  const { own } = scope;

  // A translation's scope holds its English text's sections: ids are checked against its own.
  const firstUse = sectionMap(outline.headings);
  const used = new Set(outline.headings.flatMap((heading) => heading.id ?? []));
  for (const heading of outline.headings) {
    const marks = '#'.repeat(heading.depth);
    if (heading.depth === 1) {
      report(
        heading.line,
        'this is a "#" heading, but the page title comes from the frontmatter',
        'start sections with "##" and subsections with "###"',
      );
    } else if (heading.depth > 3) {
      report(
        heading.line,
        `"${marks}" headings are deeper than the site supports`,
        'use "##" for sections and "###" for subsections',
      );
    } else if (heading.id === undefined) {
      const published = publishedId(heading, context.publishedHeadings, used);
      report(
        heading.line,
        'this section has no id',
        published
          ? `end the heading with the id it was published with: "${marks} ${heading.title} {#${published}}" (links and bookmarks to the published text use it)`
          : `end the heading with one: "${marks} ${heading.title} {#${idFromWords(splitHeadingNumber(heading.title).words)}}" (links and bookmarks use it, so never change it once published)`,
      );
    } else if (!isValidId(heading.id)) {
      report(
        heading.line,
        `the id "${heading.id}" has characters ids cannot use`,
        `use lowercase letters, digits and single hyphens, like {#${idFromWords(heading.id)}}`,
      );
    } else if (firstUse.get(heading.id) !== heading) {
      report(
        heading.line,
        `the id "${heading.id}" is already used on line ${firstUse.get(heading.id)!.line}`,
        'give this section an id of its own',
      );
    }
  }
  if (context.numbered !== false)
    problems.push(...checkNumbering(outline.headings, context.renumber));

  // Links lead to the pages in the text's language: `/es/support`, `/es/terms#fees`.
  const here = scope.localize(scope.route);
  const pages = [...linkablePages, ...scope.documents].map(scope.localize);
  for (const { target, text, line } of outline.links) {
    if (EXTERNAL.test(target)) continue;
    if (!target.startsWith('/') && !target.startsWith('#')) {
      report(
        line,
        `the link "${target}" is not a site path`,
        'start it with "/" (for example /terms#accounts), or write "#id" for a section of this file',
      );
      continue;
    }
    const [path = '', fragment] = target.split('#', 2);
    const route = path || here;
    const typed = new RegExp(TYPED_NUMBER.source).exec(text);
    if (typed && fragment) {
      report(
        line,
        `the link text "${text}" ${TYPED}`,
        writeRef(`${path}${path ? '#' : ''}${fragment}`, typed[3], own),
      );
      continue;
    }
    if (!pages.includes(route)) {
      report(
        line,
        `the link "${target}" points at no page of this site`,
        `use one of: ${list(pages)}`,
      );
      continue;
    }
    if (fragment === undefined) continue;
    const sections = route === here ? own : scope.other(unlocalizedPath(route).path);
    if (sections === 'unreadable' || (sections === own && !scope.ownComplete && !own.has(fragment)))
      continue;
    if (!sections) {
      report(
        line,
        `the link "${target}" points into ${route}, whose sections cannot be checked`,
        `link to ${route} without "#${fragment}"`,
      );
    } else if (!sections.has(fragment)) {
      report(
        line,
        `the link "${target}" points at no section of ${route === here ? 'this file' : route}`,
        `use one of its ids: ${list(sections.keys())}`,
      );
    }
  }

  for (const { name, attributes, line } of outline.components) {
    if (name === 'Ref') {
      const result = resolveReference(attributes, scope);
      if ('problem' in result) report(line, result.problem, result.fix);
      continue;
    }
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
    if (!('name' in attributes)) {
      report(
        line,
        `<${name}> does not say which value to show`,
        `add a name, like <${name} name="${valid[0]}" />`,
      );
    } else if (!valid.includes(attributes['name'] ?? '')) {
      report(
        line,
        `<${name} name="${attributes['name'] ?? '{…}'}" /> is not a known ${name.toLowerCase()}`,
        `use one of: ${list(valid)}`,
      );
    } else if (name === 'Setting' && 'path' in attributes) {
      // `<Setting name="siteUrl" path="/promotions" />` prints and links a full address on this site,
      // for pages this content check cannot see (built from other sources); the crawl checks that it answers.
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

  for (const { text, line } of outline.expressions) {
    report(line, `"{${text}}" is read as code`, CURLY_BRACES_FIX);
  }

  for (const { text, line } of outline.prose) {
    for (const match of text.matchAll(TYPED_NUMBER)) {
      const id = refFor(own, match[2]!);
      if (!id) continue;
      const matchLine = line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
      report(matchLine, `"${match[0]}" ${TYPED}`, writeRef(id, match[3], own));
    }
  }
  return problems;
}
